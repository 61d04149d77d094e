import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine, sourceLanguageCode, type LanguageChangedEvent } from '../../machines/language.machine';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { rejectionOf } from '../support/placeholder-actors';

const offered = ['en', 'ty', 'pt'];

function startLanguage() {
  const detectLanguage = controlledPromise<string>('detectLanguage');
  const loadCatalog = controlledPromise<void, { code: string }>('loadCatalog');
  const effects: string[] = [];
  const changes: LanguageChangedEvent[] = [];
  const actor = createActor(
    languageMachine.provide({
      actors: { detectLanguage: detectLanguage.logic, loadCatalog: loadCatalog.logic },
      actions: {
        activateCatalog: (_, { code }) => effects.push(`activate ${code}`),
        reflectOnDocument: (_, { code }) => effects.push(`document ${code}`),
        persistChoice: (_, { code }) => effects.push(`persist ${code}`),
      },
      guards: { isOffered: (_, { code }) => offered.includes(code) },
    }),
  );
  actor.on('language.changed', (event) => changes.push(event));
  actor.start();
  return { actor, detectLanguage, loadCatalog, effects, changes };
}

type Language = ReturnType<typeof startLanguage>;

async function readyIn(code: string): Promise<Language> {
  const language = startLanguage();
  language.detectLanguage.resolve(code);
  await settle();
  language.loadCatalog.resolve();
  await settle();
  language.effects.length = 0;
  return language;
}

const tags = (language: Language) => [...language.actor.getSnapshot().tags].sort();
const loadedCodes = (language: Language) => language.loadCatalog.calls.map((call) => call.input.code);

describe('language machine', () => {
  describe('start', () => {
    it('detects the language, then loads its catalog, tagged loading throughout', async () => {
      const language = startLanguage();
      expect(language.actor.getSnapshot().value).toBe('detecting');
      expect(tags(language)).toEqual(['loading']);
      language.detectLanguage.resolve('ty');
      await settle();
      expect(language.actor.getSnapshot().value).toBe('loading');
      expect(tags(language)).toEqual(['loading']);
      expect(loadedCodes(language)).toEqual(['ty']);
      expect(language.effects).toEqual([]);
    });

    it('activates the catalog and sets the document language, without storing or announcing it', async () => {
      const language = startLanguage();
      language.detectLanguage.resolve('ty');
      await settle();
      language.loadCatalog.resolve();
      await settle();
      expect(language.actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(tags(language)).toEqual(['ready']);
      expect(language.actor.getSnapshot().context.current).toBe('ty');
      expect(language.effects).toEqual(['activate ty', 'document ty']);
      expect(language.changes).toEqual([]);
    });

    it('falls back to English when the detected catalog cannot load', async () => {
      const language = startLanguage();
      language.detectLanguage.resolve('pt');
      await settle();
      language.loadCatalog.reject(new Error('chunk failed'));
      await settle();
      expect(language.actor.getSnapshot().value).toBe('loadingFallback');
      expect(tags(language)).toEqual(['loading']);
      expect(loadedCodes(language)).toEqual(['pt', sourceLanguageCode]);
      expect(language.loadCatalog.calls.map((call) => call.actorId)).toEqual(['loadCatalog', 'loadCatalog']);
      language.loadCatalog.resolve();
      await settle();
      expect(language.actor.getSnapshot().context.current).toBe('en');
      expect(language.effects).toEqual(['activate en', 'document en']);
    });

    it('fails loudly when src/app provides no detection, catalog loader or offered-language check', async () => {
      await expect(rejectionOf(languageMachine, 'detectLanguage')).resolves.toEqual(
        new Error('detectLanguage is provided by src/app'),
      );
      await expect(rejectionOf(languageMachine, 'loadCatalog')).resolves.toEqual(
        new Error('loadCatalog is provided by src/app'),
      );
      const detectLanguage = controlledPromise<string>('detectLanguage');
      const loadCatalog = controlledPromise<void, { code: string }>('loadCatalog');
      const actor = createActor(
        languageMachine.provide({ actors: { detectLanguage: detectLanguage.logic, loadCatalog: loadCatalog.logic } }),
      );
      actor.subscribe({ error: () => {} });
      actor.start();
      detectLanguage.resolve('en');
      await settle();
      loadCatalog.resolve();
      await settle();
      actor.send({ type: 'user.select', code: 'pt' });
      expect(actor.getSnapshot().status).toBe('error');
      expect(actor.getSnapshot().error).toMatchObject({
        message: expect.stringContaining('isOffered is provided by src/app'),
      });
    });

    it('falls back to English when detection fails', async () => {
      const language = startLanguage();
      language.detectLanguage.reject(new Error('storage bug'));
      await settle();
      expect(language.actor.getSnapshot().value).toBe('loadingFallback');
      expect(loadedCodes(language)).toEqual(['en']);
    });

    it('fails visibly when not even English loads, and a retry starts over', async () => {
      const language = startLanguage();
      language.detectLanguage.resolve('ty');
      await settle();
      language.loadCatalog.reject(new Error('offline'));
      await settle();
      language.loadCatalog.reject(new Error('offline'));
      await settle();
      expect(language.actor.getSnapshot().value).toBe('failed');
      expect(tags(language)).toEqual(['failed']);
      expect(language.actor.getSnapshot().context.current).toBeNull();

      language.actor.send({ type: 'user.retry' });
      expect(language.actor.getSnapshot().value).toBe('detecting');
      expect(language.detectLanguage.calls).toHaveLength(2);
    });
  });

  describe('switching', () => {
    it('keeps the current catalog active while the next one loads', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'ty' });
      expect(language.actor.getSnapshot().value).toBe('switching');
      expect(tags(language)).toEqual(['ready', 'switching']);
      expect(language.actor.getSnapshot().context).toEqual({ current: 'en', requested: 'ty' });
      expect(language.effects).toEqual([]);
    });

    it('activates, sets the document, stores the choice and announces the change, in that order', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'ty' });
      language.loadCatalog.resolve();
      await settle();
      expect(language.actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(language.actor.getSnapshot().context.current).toBe('ty');
      expect(language.effects).toEqual(['activate ty', 'document ty', 'persist ty']);
      expect(language.changes).toEqual([{ type: 'language.changed', code: 'ty' }]);
    });

    it('ignores a code that is not offered', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'ja' });
      expect(language.actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(loadedCodes(language)).toEqual(['en']);
    });

    it('ignores the language already in use', async () => {
      const language = await readyIn('pt');
      language.actor.send({ type: 'user.select', code: 'pt' });
      expect(language.actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(loadedCodes(language)).toEqual(['pt']);
    });

    it('keeps the current language when the catalog fails, and offers a retry', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'pt' });
      language.loadCatalog.reject(new Error('chunk failed'));
      await settle();
      expect(language.actor.getSnapshot().value).toEqual({ ready: 'switchFailed' });
      expect(tags(language)).toEqual(['ready', 'switchFailed']);
      expect(language.actor.getSnapshot().context).toEqual({ current: 'en', requested: 'pt' });
      expect(language.effects).toEqual([]);
      expect(language.changes).toEqual([]);

      language.actor.send({ type: 'user.retry' });
      expect(language.actor.getSnapshot().value).toBe('switching');
      expect(loadedCodes(language)).toEqual(['en', 'pt', 'pt']);
      expect(language.loadCatalog.calls.map((call) => call.actorId)).toEqual(['loadCatalog', 'loadCatalog', 'loadCatalog']);
      language.loadCatalog.resolve();
      await settle();
      expect(language.actor.getSnapshot().context.current).toBe('pt');
      expect(language.changes).toEqual([{ type: 'language.changed', code: 'pt' }]);
    });

    it('after a failed switch, another choice switches and choosing the current one dismisses the failure', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'pt' });
      language.loadCatalog.reject(new Error('chunk failed'));
      await settle();
      language.actor.send({ type: 'user.select', code: 'en' });
      expect(language.actor.getSnapshot().value).toEqual({ ready: 'idle' });
      language.actor.send({ type: 'user.select', code: 'pt' });
      language.loadCatalog.reject(new Error('chunk failed'));
      await settle();
      language.actor.send({ type: 'user.select', code: 'ty' });
      expect(language.actor.getSnapshot().value).toBe('switching');
      expect(language.actor.getSnapshot().context.requested).toBe('ty');
    });

    it('a newer choice while loading drops the pending load', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'ty' });
      const first = language.loadCatalog.pending();
      language.actor.send({ type: 'user.select', code: 'pt' });
      expect(first?.signal.aborted).toBe(true);
      expect(language.actor.getSnapshot().context).toEqual({ current: 'en', requested: 'pt' });
      language.loadCatalog.resolve();
      await settle();
      expect(language.actor.getSnapshot().context.current).toBe('pt');
      expect(language.changes).toEqual([{ type: 'language.changed', code: 'pt' }]);
    });

    it('choosing the current language while loading cancels the switch without a change', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'ty' });
      const pending = language.loadCatalog.pending();
      language.actor.send({ type: 'user.select', code: 'en' });
      expect(pending?.signal.aborted).toBe(true);
      expect(language.actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(language.effects).toEqual([]);
      expect(language.changes).toEqual([]);
    });

    it('ignores a code that is not offered while loading', async () => {
      const language = await readyIn('en');
      language.actor.send({ type: 'user.select', code: 'ty' });
      language.actor.send({ type: 'user.select', code: 'xx' });
      expect(language.actor.getSnapshot().context.requested).toBe('ty');
      expect(language.loadCatalog.calls).toHaveLength(2);
    });
  });
});
