import { describe, expect, it } from 'vitest';
import { pageShellOf } from '../../scripts/pageShells';

const route = (staticData: string) =>
  `export const Route = createFileRoute('/m/x')({\n  staticData: ${staticData},\n  component: X,\n});`;

describe('the shell a route file declares (issue 14)', () => {
  it('is the back header and the footer by default, as src/app/pageChrome.ts has it', () => {
    expect(pageShellOf(route('page(msg`Games`)'))).toEqual({ header: 'back', footer: true });
    expect(pageShellOf(route('page(msg`Settings`, { memberArea: true })'))).toEqual({ header: 'back', footer: true });
  });

  it('reads the header and the footer the route chooses, in any order', () => {
    expect(pageShellOf(route("page(msg`Log in`, { header: 'hidden', footer: false, backTo: '/m/home' })"))).toEqual({
      header: 'hidden',
      footer: false,
    });
    expect(pageShellOf(route("page(msg`Member center`, { header: 'hidden', memberArea: true })"))).toEqual({
      header: 'hidden',
      footer: true,
    });
    expect(pageShellOf(route("page(msg`Notice`, {\n    footer: false,\n    header: 'back',\n  })"))).toEqual({
      header: 'back',
      footer: false,
    });
  });

  it('has none for home, whose first paint is its own, nor for a file that declares no page', () => {
    expect(pageShellOf(route("page(msg`Home`, { header: 'home' })"))).toBeNull();
    expect(pageShellOf("export const Route = createFileRoute('/m/_session')({ component: Outlet });")).toBeNull();
  });
});
