import { z } from 'zod/mini';

/**
 * `/m/register?affiliateCode=AGENT01&recommenderId=…` (accounts §2, §3, §9: affiliate and
 * recommender codes arrive in the URL; the payload's domain comes from it too). Agents' links in
 * the wild use either spelling, so `code` and `recommender` are read as well. A value that does
 * not fit is dropped rather than failing the page; the form still shows what it keeps, and the
 * platform has the last word on a code.
 */
const text = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.pipe(
          z.transform((value: string | number) => String(value).trim()),
          z.string().check(z.minLength(1), z.maxLength(max)),
        ),
      ),
    ),
    undefined,
  );

export const registerSearch = z.object({
  affiliateCode: text(64),
  code: text(64),
  recommenderId: text(64),
  recommender: text(64),
  domain: z.catch(z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9.-]{1,255}$/))), undefined),
});
export type RegisterSearch = z.infer<typeof registerSearch>;

/** What the registration screen takes from the URL. */
export type RegisterLinkCodes = {
  affiliateCode: string | null;
  recommenderId: string | null;
  /** The domain of the payload and of the affiliate check: from the URL, else the page's host. */
  domain: string;
};

export function linkCodesOf(search: RegisterSearch, hostname: string): RegisterLinkCodes {
  return {
    affiliateCode: search.affiliateCode ?? search.code ?? null,
    recommenderId: search.recommenderId ?? search.recommender ?? null,
    domain: search.domain ?? hostname,
  };
}
