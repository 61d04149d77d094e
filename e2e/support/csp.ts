import type { Page } from '@playwright/test';

/**
 * The Content-Security-Policy gate: Chromium logs every violation of the page's policy as a console
 * error ("Refused to … because it violates the following Content Security Policy directive");
 * any one fails the test, with the page and the message, like the axe gate.
 */
export class CspGate {
  private readonly violations: string[] = [];

  constructor(private readonly page: Page) {}

  attach(): this {
    this.page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        this.violations.push(`${this.page.url()}\n    ${message.text()}`);
      }
    });
    return this;
  }

  finish(): void {
    if (this.violations.length === 0) return;
    throw new Error(`Content Security Policy: ${this.violations.length} violation(s)\n  ${this.violations.join('\n  ')}`);
  }
}
