import { describe, expect, it } from "vitest";
import * as activateRoute from "@/app/api/v1/admin/users/[id]/activate/route";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as userRoute from "@/app/api/v1/admin/users/[id]/route";
import * as usersRoute from "@/app/api/v1/admin/users/route";
import { userStatusOf } from "@/components/admin/users/user-status";
import { buildAdmin, buildMember, buildUser } from "../factories";
import { call } from "../helpers/http";

/** docs/api.md §9.2: the admin list tells a deactivated member from one waiting for a first activation. */
describe("admin users: Pending or Deactivated", () => {
  it("marks a deactivated member, clears it on activation, and leaves a new account Pending", async () => {
    const { token } = await buildAdmin();
    const member = await buildMember();
    const waiting = await buildUser({ isActive: false });

    const deactivated = await call(deactivateRoute.POST, { method: "POST", token, params: { id: member.user.id } });
    expect(deactivated.status).toBe(200);
    const read = async (id: number) => (await call(userRoute.GET, { token, params: { id } })).body;
    const gone = await read(member.user.id);
    expect(gone.is_active).toBe(false);
    expect(Date.parse(gone.deactivated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(userStatusOf(gone)).toBe("Deactivated");

    const pending = await read(waiting.id);
    expect(pending.deactivated_at).toBeNull();
    expect(userStatusOf(pending)).toBe("Pending");

    // The list says the same, under the pending filter.
    const list = await call(usersRoute.GET, { token, query: { status: "pending", limit: 100 } });
    const statuses = new Map(
      list.body.map((user: { id: number; is_active: boolean; deactivated_at: string | null }) => [
        user.id,
        userStatusOf(user),
      ]),
    );
    expect(statuses.get(member.user.id)).toBe("Deactivated");
    expect(statuses.get(waiting.id)).toBe("Pending");

    expect((await call(activateRoute.POST, { method: "POST", token, params: { id: member.user.id } })).status).toBe(
      200,
    );
    const back = await read(member.user.id);
    expect(back).toMatchObject({ is_active: true, deactivated_at: null });
    expect(userStatusOf(back)).toBe("Active");
  });
});
