/*
 * The demo game page a launch opens (issue 11): it stands in for a vendor's game, so the whole
 * launch path works on a fresh machine. Plain HTML with one same-origin stylesheet: no script and
 * no inline style, so the strict Content-Security-Policy of every page applies unchanged.
 */

import { escapeHtml } from '../lib/escape-html';

export const demoGameStylesheetPath = '/wps/demo-game/play.css';

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${demoGameStylesheetPath}">`,
    '</head>',
    `<body><main class="game">${body}</main></body>`,
    '</html>',
  ].join('\n');
}

export interface DemoGame {
  gameName: string;
  vendorName: string;
  balance: number;
  backPath: string;
}

export function demoGamePage(game: DemoGame): string {
  const balance = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(game.balance);
  return page(
    game.gameName,
    [
      `<p class="game__vendor">${escapeHtml(game.vendorName)}</p>`,
      `<h1 class="game__name">${escapeHtml(game.gameName)}</h1>`,
      '<p class="game__note">Demo game of the reference platform: a real vendor’s game opens here.</p>',
      `<p class="game__balance">Balance <strong>${balance}</strong></p>`,
      `<a class="game__back" href="${escapeHtml(game.backPath)}">Back to the lobby</a>`,
    ].join('\n'),
  );
}

/** A ticket that is spent, expired or unknown: the launch has to be made again from the lobby. */
export function demoGameEndedPage(backPath: string): string {
  return page(
    'Game session ended',
    [
      '<h1 class="game__name">This game session has ended</h1>',
      '<p class="game__note">Launch the game again from the lobby.</p>',
      `<a class="game__back" href="${escapeHtml(backPath)}">Back to the lobby</a>`,
    ].join('\n'),
  );
}

export const demoGameStylesheet = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; background: #0f1729; color: #e8edf7; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
.game { width: min(100% - 2rem, 28rem); text-align: center; padding: 2rem 1rem; }
.game__vendor { margin: 0; color: #9fb0cf; letter-spacing: 0.08em; text-transform: uppercase; font-size: 0.85rem; }
.game__name { margin: 0.5rem 0 1rem; font-size: 1.75rem; }
.game__note { color: #9fb0cf; }
.game__balance { font-size: 1.25rem; }
.game__back { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 0.75rem; background: #f5b83d; color: #1a1200; font-weight: 700; text-decoration: none; }
.game__back:focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
`;
