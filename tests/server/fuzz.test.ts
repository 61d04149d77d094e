import { describe, expect, it } from 'vitest';
import * as contract from '../../contract';
import { apiPaths, developmentVerificationPaths, encryptionHeader, encryptionScheme, joseContentType } from '../../contract';
import { cspReportPath } from '../../server/lib/browser-security';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { bearer, devSession, encryptFor, publicKey, usePlatform, type App } from './support/platform';

/*
 * Bad input never gets a 5xx: every endpoint, every method, with malformed JSON, wrong types, huge
 * and control-character strings, wrong content types, forged and hostile encrypted bodies, and
 * hostile query strings; with and without a session.
 */

const platform = usePlatform();

/** Every field name a request of the contract has: a fuzzed body fills all of them. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contract)) {
    if (typeof value !== 'object' || value === null || !('_zod' in value)) continue;
    const def: unknown = Reflect.get(Reflect.get(value, '_zod'), 'def');
    const shape: unknown = typeof def === 'object' && def !== null ? Reflect.get(def, 'shape') : undefined;
    if (typeof shape === 'object' && shape !== null) for (const name of Object.keys(shape)) names.add(name);
  }
  return [...names].sort();
}

const hostileStrings = [
  '',
  '\u0000',
  'demo_member\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  '\ud800',
  'x'.repeat(5_000),
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '１２３４５６',
  '9171234567',
];
const hostileValues: unknown[] = [...hostileStrings, null, 0, -1, 1e308, true, [], {}, [[]], { $gt: '' }];

const endpoints = [
  ...Object.values(apiPaths),
  cspReportPath,
  '/cdn/a/game/RNG-0042.svg',
  ...Object.values(devControlPaths),
  ...Object.values(developmentVerificationPaths),
];
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

interface Probe {
  label: string;
  init: RequestInit;
  query?: string;
}

function bodyProbes(fields: string[], jwk: contract.PublicJwk): Promise<Probe[]> {
  const probes: Probe[] = [
    { label: 'malformed JSON', init: { headers: { 'Content-Type': 'application/json' }, body: '{"username":' } },
    { label: 'JSON null', init: { headers: { 'Content-Type': 'application/json' }, body: 'null' } },
    { label: 'JSON array', init: { headers: { 'Content-Type': 'application/json' }, body: '[1,2]' } },
    { label: 'text/plain', init: { headers: { 'Content-Type': 'text/plain' }, body: 'hello' } },
    { label: 'xml', init: { headers: { 'Content-Type': 'application/xml' }, body: '<a>1</a>' } },
    { label: 'multipart', init: { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\n\r\n--x--' } },
    { label: 'no content type', init: { body: '{}' } },
    { label: 'forged JWE', init: { headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType }, body: 'a.b.c.d.e' } },
    { label: 'JWE header, JSON body', init: { headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': 'application/json' }, body: '{}' } },
  ];
  for (const [index, value] of hostileValues.entries()) {
    const body = Object.fromEntries(fields.map((field) => [field, value]));
    probes.push({ label: `JSON fields = #${index}`, init: { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } });
  }
  for (const [index, value] of hostileStrings.entries()) {
    const form = new URLSearchParams(fields.map((field) => [field, value]));
    probes.push({
      label: `form fields = #${index}`,
      init: { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() },
    });
  }
  // Encrypted the way the client does, so the hostile values reach login's and register's checks.
  return Promise.all(
    hostileValues.map(async (value, index) => {
      const payload = { ...Object.fromEntries(fields.map((field) => [field, value])), type: index % 2 === 0 ? 'username' : 0 };
      return {
        label: `JWE fields = #${index}`,
        init: { headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType }, body: await encryptFor(jwk, payload) },
      };
    }),
  ).then((encrypted) => [...probes, ...encrypted]);
}

function queryProbes(fields: string[]): Probe[] {
  return hostileStrings.map((value, index) => ({
    label: `query fields = #${index}`,
    init: {},
    query: new URLSearchParams(fields.map((field) => [field, value])).toString(),
  }));
}

/** A new client address per request, so per-client limits do not stop the probes at the door. */
let requestNumber = 0;
function clientAddress(): string {
  requestNumber += 1;
  return `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
}

async function send(app: App, method: string, path: string, probe: Probe, token: string | undefined) {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const headers = new Headers(probe.init.headers);
  headers.set('X-Forwarded-For', clientAddress());
  if (token) headers.set('Authorization', bearer(token).Authorization);
  const url = probe.query ? `${path}?${probe.query}` : path;
  const response = await app.request(url, { method, headers, body: hasBody ? probe.init.body : undefined });
  return { status: response.status, text: await response.text() };
}

describe('the platform under malformed input', () => {
  it('answers every endpoint, method and hostile body without a 5xx', async () => {
    const app = platform.app;
    const fields = contractFieldNames();
    expect(fields).toEqual(expect.arrayContaining(['username', 'password', 'captchaKey', 'registerUrl', 'domain', 'payeeName']));
    const jwk = await publicKey(app);
    const bodies = await bodyProbes(fields, jwk);
    const queries = queryProbes(fields);
    const serverErrors: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;

    for (const path of endpoints) {
      // Back to the seed: the site settings, the members and the limits a previous endpoint changed.
      await app.request(devControlPaths.reset, { method: 'POST' });
      const session = await devSession(app);
      for (const method of methods) {
        const probes = method === 'GET' || method === 'HEAD' ? queries : bodies;
        for (const [index, probe] of probes.entries()) {
          // Guest and session take turns: both meet every kind of probe, at half the requests.
          const token = index % 2 === 0 ? undefined : session.token;
          const { status, text } = await send(app, method, path, probe, token);
          sent += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) serverErrors.push(`${method} ${path} (${probe.label}, ${token ? 'session' : 'guest'}) → ${status} ${text.slice(0, 160)}`);
          // A method the path has no route for answers the router's 404 before reading anything.
          if (index === 3 && status === 404 && text.includes('No such endpoint')) break;
        }
      }
    }

    expect(serverErrors).toEqual([]);
    // It did probe: thousands of requests, most of them refused as they should be.
    expect(sent).toBeGreaterThan(2_500);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(1_000);
    // About 45 s alone; the endpoint list keeps growing and the two cores are shared.
  }, 300_000);

  it('refuses a control character in any field of any request with a 400 naming the field', async () => {
    const app = platform.app;
    await app.request(devControlPaths.reset, { method: 'POST' });
    const jwk = await publicKey(app);
    const session = await devSession(app);
    const refusals: string[] = [];
    let checked = 0;
    for (const request of fieldedRequests) {
      for (const field of Object.keys(request.body)) {
        for (const value of ['\u0000', `${String(request.body[field])}\u0000`, 'a\u001bb', '\u007f']) {
          const body = { ...request.body, [field]: value };
          const response = await app.request(fieldedUrl(request, body), {
            method: request.method,
            headers: {
              'X-Forwarded-For': clientAddress(),
              ...(request.session ? bearer(session.token) : {}),
              ...encodingHeaders[request.encoding],
            },
            body: await fieldedBody(request, body, jwk),
          });
          checked += 1;
          const text = await response.text();
          const named = response.status === 400 && text.includes(`"field":"${field}"`) && text.includes('control characters');
          if (!named) refusals.push(`${request.method} ${request.path} ${field}=${JSON.stringify(value)} → ${response.status} ${text.slice(0, 160)}`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});

type Encoding = 'json' | 'form' | 'jwe' | 'query';
interface FieldedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  encoding: Encoding;
  session?: boolean;
  body: Record<string, string | number>;
}

const encodingHeaders: Record<Encoding, Record<string, string>> = {
  json: { 'Content-Type': 'application/json' },
  form: { 'Content-Type': 'application/x-www-form-urlencoded' },
  jwe: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType },
  query: {},
};

const phone = { countryDialingCode: '63', mobileNum: '9171234567' };

/** Every request with fields, in the encoding the client (or QA) sends it, with plausible values. */
const fieldedRequests: FieldedRequest[] = [
  { method: 'POST', path: apiPaths.login, encoding: 'jwe', body: { type: 'username', username: 'demo_member', password: 'Wrong@2026', captcha: '1234', captchaKey: 'k1', device: 'H5' } },
  { method: 'POST', path: apiPaths.login, encoding: 'jwe', body: { type: 'sms', ...phone, verificationCode: '123456', device: 'H5' } },
  { method: 'POST', path: apiPaths.login, encoding: 'jwe', body: { type: 'social', provider: 'google', idToken: 'a.b.c', device: 'H5' } },
  {
    method: 'PUT',
    path: apiPaths.register,
    encoding: 'jwe',
    body: {
      type: 0,
      registerUrl: 'https://m.example.com/m/register',
      registerMethod: 'H5',
      domain: 'm.example.com',
      username: 'fuzzuser01',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      paymentPassword: 'Abc12345',
      payeeName: 'Juan Dela Cruz',
      idNumber: 'A123',
      email: 'fuzz@example.com',
      nickname: 'Fuzz',
      affiliateCode: 'AGENT01',
      recommenderId: 'r1',
      qqNum: '123456',
      facebook: 'f',
      wechat: 'w',
      line: 'l',
      whatsapp: 'w',
      zalo: 'z',
      captcha: '1234',
      captchaKey: 'k1',
    },
  },
  { method: 'PUT', path: apiPaths.registerMobile, encoding: 'jwe', body: { type: 0, registerUrl: 'https://m.example.com/m/register', registerMethod: 'H5', ...phone, verificationCode: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' } },
  { method: 'POST', path: apiPaths.freeplay, encoding: 'json', body: { moduleId: 'COMM3' } },
  { method: 'POST', path: apiPaths.smsNoLogin, encoding: 'json', body: { ...phone, moduleId: 'COMM3' } },
  { method: 'POST', path: apiPaths.smsResetPassword, encoding: 'json', body: { ...phone, moduleId: 'PSWCHANGEVERIFY3' } },
  { method: 'POST', path: apiPaths.forgotPasswordEmail, encoding: 'form', body: { username: 'demo_member', email: 'demo@example.com' } },
  { method: 'POST', path: apiPaths.setPasswordByEmail, encoding: 'json', body: { username: 'demo_member', code: '123456', newPassword: 'Abc12345' } },
  { method: 'PUT', path: apiPaths.setPasswordByPhone, encoding: 'json', body: { ...phone, verificationCode: '123456', newPassword: 'Abc12345', device: 'H5' } },
  { method: 'PUT', path: apiPaths.changePassword, encoding: 'json', session: true, body: { oldPassword: 'Demo@2026', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' } },
  { method: 'GET', path: apiPaths.checkUsername, encoding: 'query', body: { username: 'demo_member' } },
  { method: 'GET', path: apiPaths.affiliateCheck, encoding: 'query', body: { code: 'AGENT01', domain: 'm.example.com' } },
  {
    method: 'GET',
    path: apiPaths.gameList,
    encoding: 'query',
    body: { gameType: 'RNG', vassalage: 'NRL', gameName: 'dragon', gameClassify: 'SLOT', isNew: '1', minBet: '0.1', pageNo: '1', pageSize: '26', language: 'EN', merchant: 'DEMO', platform: 'html5', clientType: '2' },
  },
  { method: 'GET', path: apiPaths.hotGames, encoding: 'query', body: { gameType: 'RNG', isPlatform: '2', platform: 'html5', language: 'EN', merchantCode: 'DEMO' } },
  { method: 'GET', path: apiPaths.vendorGameTypes, encoding: 'query', body: { typeId: '1', merchant_code: 'DEMO' } },
  { method: 'GET', path: apiPaths.vassalages, encoding: 'query', body: { merchant_code: 'DEMO' } },
  { method: 'GET', path: apiPaths.vendorInfo, encoding: 'query', body: { language: 'EN', merchantCode: 'DEMO' } },
  { method: 'POST', path: apiPaths.headIcon, encoding: 'form', session: true, body: { iconId: '1' } },
  { method: 'GET', path: apiPaths.messages, encoding: 'query', session: true, body: { pageNo: '1', pageSize: '20' } },
  { method: 'POST', path: apiPaths.messageRead, encoding: 'json', session: true, body: { id: 1 } },
  { method: 'GET', path: apiPaths.memberNotices, encoding: 'query', session: true, body: { types: 'A,PL', groupName: 'm_home', platform: 'M', merchantCode: 'DEMO' } },
  { method: 'POST', path: apiPaths.noticeRead, encoding: 'json', session: true, body: { id: 201 } },
  { method: 'GET', path: apiPaths.helpList, encoding: 'query', body: { device: 'MOBILE', language: 'EN' } },
  { method: 'GET', path: apiPaths.helpDetail, encoding: 'query', body: { id: '301', device: 'MOBILE', language: 'EN' } },
  { method: 'POST', path: apiPaths.dailySalaryContract, encoding: 'json', session: true, body: { id: 1, answer: 'ACCEPT' } },
  { method: 'PUT', path: `${devControlPaths.members}/demo_member`, encoding: 'json', body: { type: 1, toUpline: 'demo_agent', vipLevel: 'VIP1' } },
  { method: 'GET', path: devControlPaths.captcha, encoding: 'query', body: { key: 'k1' } },
  { method: 'POST', path: devControlPaths.session, encoding: 'json', body: { account: 'demo_member' } },
  { method: 'POST', path: developmentVerificationPaths.idToken, encoding: 'json', body: { provider: 'google', subject: 'someone', email: 'a@example.com' } },
  { method: 'POST', path: developmentVerificationPaths.phoneSend, encoding: 'json', body: { ...phone } },
  { method: 'POST', path: developmentVerificationPaths.phoneVerify, encoding: 'json', body: { verificationId: 'v1', code: '123456' } },
];

function fieldedUrl(request: FieldedRequest, body: Record<string, string | number>): string {
  if (request.encoding !== 'query') return request.path;
  return `${request.path}?${new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString()}`;
}

async function fieldedBody(request: FieldedRequest, body: Record<string, string | number>, jwk: contract.PublicJwk): Promise<string | undefined> {
  switch (request.encoding) {
    case 'json':
      return JSON.stringify(body);
    case 'form':
      return new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();
    case 'jwe':
      return encryptFor(jwk, body);
    case 'query':
      return undefined;
  }
}
