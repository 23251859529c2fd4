import { z } from "zod";
import { operation } from "@/lib/contract/operation";

/** Sessions' contract (docs/api.md §13): shared by the db's checks, the routes, the Settings screen and the tests. */

export const SESSION_KINDS = ["cookie", "bearer"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

// An id that cannot be one of ours names nothing: the route wrapper answers 404.
const SessionParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });

/** One of the caller's live sessions; `id` is a handle for ending it, not a credential. */
export const Session = z
  .object({
    id: z.string(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime(),
    /** The sign-in's User-Agent, cut to 200 characters. */
    user_agent: z.string().nullable(),
    /** The session this request came with. */
    current: z.boolean(),
  })
  .meta({ id: "Session" });
export type Session = z.infer<typeof Session>;

const tag = "Sessions";

export const sessionsApi = {
  logout: operation({
    method: "POST",
    path: "/auth/logout",
    tag,
    summary: "Sign out: end this session",
    description: "Also expires the session cookie.",
    auth: "member",
    status: 204,
  }),
  logoutAll: operation({
    method: "POST",
    path: "/auth/logout-all",
    tag,
    summary: "End every one of my sessions, this one included",
    auth: "member",
    status: 204,
  }),
  logoutOthers: operation({
    method: "POST",
    path: "/auth/logout-others",
    tag,
    summary: "End every one of my sessions but this one",
    auth: "member",
    status: 204,
    errors: [400],
  }),
  list: operation({
    method: "GET",
    path: "/users/me/sessions",
    tag,
    summary: "List my live sessions, most recently used first",
    auth: "member",
    response: z.array(Session),
  }),
  end: operation({
    method: "DELETE",
    path: "/users/me/sessions/{id}",
    tag,
    summary: "End one of my sessions",
    auth: "member",
    params: SessionParams,
    status: 204,
    errors: [404],
  }),
};
