import { describe, expect, it } from 'vitest';
import { pageShellOf } from '../../scripts/pageShells';

const route = (staticData: string) =>
  `export const Route = createFileRoute('/m/x')({\n  staticData: ${staticData},\n  component: X,\n});`;

describe('the shell a route file declares (issue 14)', () => {
  it('is the back header and the footer by default, as src/app/pageChrome.ts has it', () => {
    expect(pageShellOf(route('page(msg`Games`)'))).toEqual({ header: 'back', title: 'Games', footer: true });
    expect(pageShellOf(route('page(msg`Settings`, { memberArea: true })'))).toEqual({ header: 'back', title: 'Settings', footer: true });
  });

  it('reads the header and the footer the route chooses, in any order', () => {
    expect(pageShellOf(route("page(msg`Log in`, { header: 'hidden', footer: false, backTo: '/m/home' })"))).toEqual({
      header: 'hidden',
      title: 'Log in',
      footer: false,
    });
    expect(pageShellOf(route("page(msg`Member center`, { header: 'hidden', memberArea: true })"))).toEqual({
      header: 'hidden',
      title: 'Member center',
      footer: true,
    });
    expect(pageShellOf(route("page(msg`Notice`, {\n    footer: false,\n    header: 'back',\n  })"))).toEqual({
      header: 'back',
      title: 'Notice',
      footer: false,
    });
  });

  it('has none for home, whose first paint is its own, nor for a file that declares no page', () => {
    expect(pageShellOf(route("page(msg`Home`, { header: 'home' })"))).toBeNull();
    // A title with a placeholder is not a source message the server could look up.
    expect(pageShellOf(route('page(msg`Round ${round}`)'))).toBeNull();
    expect(pageShellOf("export const Route = createFileRoute('/m/_session')({ component: Outlet });")).toBeNull();
  });
});
