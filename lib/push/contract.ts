import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { AUTH_INVALID, ENDPOINT_INVALID, MAX_ENDPOINT_LENGTH, P256DH_INVALID } from "./values";
export * from "./values";

/** Browser push's contract (docs/api.md §18). */

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const Endpoint = z
  .string({ error: ENDPOINT_INVALID })
  .min(1, ENDPOINT_INVALID)
  .max(MAX_ENDPOINT_LENGTH, `At most ${MAX_ENDPOINT_LENGTH} characters`)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), ENDPOINT_INVALID);

// An uncompressed P-256 point is 65 bytes: 87 characters of base64url (88 with padding).
const P256dh = z.string({ error: P256DH_INVALID }).max(100, P256DH_INVALID).regex(BASE64URL, P256DH_INVALID);
const Auth = z.string({ error: AUTH_INVALID }).max(30, AUTH_INVALID).regex(BASE64URL, AUTH_INVALID);

export const PushPublicKey = z
  .object({
    public_key: z
      .string()
      .describe("The VAPID public key (base64url): the `applicationServerKey` of `pushManager.subscribe`"),
  })
  .meta({ id: "PushPublicKey" });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** What `PushSubscription.toJSON()` gives in a browser (its `expirationTime` is ignored). */
export const PushSubscriptionBody = z
  .object({
    endpoint: Endpoint,
    keys: z.object({ p256dh: P256dh, auth: Auth }, { error: "Must hold p256dh and auth" }),
  })
  .meta({ id: "PushSubscriptionCreate" });
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint: Endpoint }).meta({ id: "PushSubscriptionDelete" });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const PushSubscriptionResponse = z
  .object({ endpoint: z.string(), created_at: z.iso.datetime() })
  .meta({ id: "PushSubscription" });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>;

const tag = "Push";

export const pushApi = {
  publicKey: operation({
    method: "GET",
    path: "/push/public-key",
    tag,
    summary: "The server's VAPID public key",
    auth: "member",
    response: PushPublicKey,
  }),
  subscribe: operation({
    method: "POST",
    path: "/push/subscriptions",
    tag,
    summary: "Turn on push for this browser",
    description:
      "The browser's `PushSubscription` (endpoint and keys), held by the caller's session: it ends when the session does (sign-out, ended from Settings, " +
      "sign-out everywhere, a password change or reset, deactivation). The same endpoint again (for this member or another) replaces the earlier one and belongs to the caller's session. " +
      "One per session (a new one replaces the session's earlier one) and at most 10 per member (a new one beyond drops the oldest). Endpoints must be https and public. " +
      "An endpoint that fails 3 sends in a row (time-outs, network errors, 5xx) is dropped.",
    auth: "member",
    body: PushSubscriptionBody,
    status: 201,
    response: PushSubscriptionResponse,
  }),
  unsubscribe: operation({
    method: "DELETE",
    path: "/push/subscriptions",
    tag,
    summary: "Turn off push for this browser",
    description:
      "Removes the caller's subscription with this endpoint (from any of their sessions); another member's is 404.",
    auth: "member",
    body: PushUnsubscribeBody,
    status: 204,
    errors: [404],
  }),
};
