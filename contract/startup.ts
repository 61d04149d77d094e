import { z } from 'zod/mini';
import {
  agentMenuWhitelistSchema,
  customerServiceSchema,
  featuresSchema,
  mobileTemplateSchema,
  promotionsSchema,
  resourceSchema,
  whitelabelSchema,
} from './site';

/** An RSA public key as a JWK; the client encrypts login and registration bodies to it. */
export const publicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256'),
});
export type PublicJwk = z.infer<typeof publicJwkSchema>;

/**
 * The phone/social verification service the site has initialised (accounts §2: social buttons
 * and the phone-service mode need it), or null. `kind` picks the client adapter; `development` is
 * the reference platform's own provider, whose id tokens come from `POST /dev/id-token`.
 */
export const verificationServiceSchema = z.nullable(
  z.object({
    kind: z.string().check(z.maxLength(32)),
    /** Public client configuration of the provider (ids, not secrets). */
    config: z.record(z.string(), z.string()),
    /** SMS codes for login and registration come from the service, not the platform. */
    phoneVerification: z.boolean(),
  }),
);
export type VerificationServiceInfo = z.infer<typeof verificationServiceSchema>;

/** `GET /wps/system/startup` (shell-and-content §2: start-up information). */
export const startupInfoSchema = z.object({
  merchantCode: z.string(),
  whitelabel: whitelabelSchema,
  promotions: promotionsSchema,
  features: featuresSchema,
  agentMenuWhitelist: agentMenuWhitelistSchema,
  register: z.object({
    usernameRegistration: z.boolean(),
    mobileRegistration: z.boolean(),
    affiliateCodeCheck: z.boolean(),
    minimumAge: z.union([z.literal(18), z.literal(21)]),
  }),
  paths: z.record(z.string(), z.string()),
  domainRoute: z.string(),
  mainDomain: z.string(),
  resources: z.array(resourceSchema),
  mobileTemplate: mobileTemplateSchema,
  customerService: customerServiceSchema,
  imageCDNs: z.array(z.string()).check(z.minLength(1)),
  maintenance: z.boolean(),
  regionRestricted: z.boolean(),
  publicKey: publicJwkSchema,
  verificationService: verificationServiceSchema,
});
export type StartupInfo = z.infer<typeof startupInfoSchema>;
