import type { Page, Response } from '@playwright/test';
import { appStartAttribute } from '../../contract';

/** Longest a navigation waits for the app to take the page over (a page whose app cannot load never does). */
const appStartWaitMs = 10_000;

/**
 * The one-renderer gate (issue 35): the server renders the page and the app hydrates it
 * (src/app/startApp.tsx). A hydration React could not match ("Hydration failed:" in the console,
 * src/app/serverMarkup.ts) fails the test, with the page and the message, like the CSP gate. A
 * navigation (`goto`, `reload`) returns once the app has taken the page over, as a person waits for
 * a page to answer: the server's markup shows before its controls do anything.
 */
export class HydrationGate {
  private readonly failures: string[] = [];

  constructor(private readonly page: Page) {}

  attach(): this {
    this.page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Hydration failed:')) {
        this.failures.push(`${this.page.url()}\n    ${message.text()}`);
      }
    });
    const waitForApp = async (response: Response | null): Promise<Response | null> => {
      await this.page.waitForSelector(`#root[${appStartAttribute}]`, { state: 'attached', timeout: appStartWaitMs }).catch(() => undefined);
      return response;
    };
    const { page } = this;
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => waitForApp(await goto(...args));
    page.reload = async (...args) => waitForApp(await reload(...args));
    return this;
  }

  finish(): void {
    if (this.failures.length === 0) return;
    throw new Error(`Hydration: ${this.failures.length} failure(s)\n  ${this.failures.join('\n  ')}`);
  }
}
