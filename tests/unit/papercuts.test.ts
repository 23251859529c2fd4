import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewInvite } from "@/components/admin/invites/invites-screen";
import { PAIRING_COLUMNS } from "@/components/admin/pairings/pairings-screen";
import { UserStatusBadge } from "@/components/admin/users/user-badges";
import { userStatusOf } from "@/components/admin/users/user-status";
import { fieldsEditedBy } from "@/components/forms/form-errors";
import { Avatar } from "@/components/profile/avatar";
import { AVATAR_COLOURS, AVATAR_TEXT, avatarColour, avatarInitials } from "@/components/profile/avatar-style";
import type { AdminInvite, AdminPairing } from "@/lib/admin/contract";
import { HANDLE_FIELD_HINT, handleProblem, RESERVED_HANDLES, reservedHandleWarning } from "@/lib/accounts/values";
import { CreateTripBody, normaliseWebAddress } from "@/lib/trips/contract";

/** Small rules of the screens (docs/product.md §2.9, §2.12, §5), one test each. */

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("avatars without a photo", () => {
  it("take a colour from the member's id, stable and varied, each readable in white at 4.5:1", () => {
    expect(avatarColour(7)).toBe(avatarColour(7 + AVATAR_COLOURS.length));
    const colours = new Set(Array.from({ length: AVATAR_COLOURS.length }, (_, id) => avatarColour(id)));
    expect(colours.size).toBe(AVATAR_COLOURS.length);
    for (const colour of AVATAR_COLOURS) expect(contrast(colour, AVATAR_TEXT)).toBeGreaterThanOrEqual(4.5);
  });

  it("show the member's initials", () => {
    expect(avatarInitials("Ana Lopez")).toBe("AL");
    expect(avatarInitials("ana maria lopez")).toBe("AL");
    expect(avatarInitials("Zoë")).toBe("Z");
    expect(avatarInitials("Ana 17957184")).toBe("A");
    expect(avatarInitials("42")).toBe("4");
    expect(avatarInitials("  ")).toBe("?");
    expect(avatarInitials("Émile (Paris)")).toBe("ÉP");
  });

  it("are not all the theme's purple", () => {
    const first = render(createElement(Avatar, { id: 1, name: "Ana Lopez" }));
    const second = render(createElement(Avatar, { id: 2, name: "Ana Lopez" }));
    expect(first).not.toContain("bg-primary");
    expect(first).toContain(">AL<");
    expect(first).not.toBe(second);
  });
});

describe("admin screens", () => {
  it("tell a deactivated member from one waiting for activation", () => {
    expect(userStatusOf({ is_active: false, deactivated_at: "2026-01-02T03:04:05.000Z" })).toBe("Deactivated");
    expect(userStatusOf({ is_active: false, deactivated_at: null })).toBe("Pending");
    expect(userStatusOf({ is_active: true, deactivated_at: null })).toBe("Active");
    expect(
      render(
        createElement(UserStatusBadge, { user: { is_active: false, deactivated_at: "2026-01-02T03:04:05.000Z" } }),
      ),
    ).toContain("Deactivated");
  });

  it("show each pairing's status", () => {
    expect(PAIRING_COLUMNS.map((column) => column.header)).toContain("Status");
    const status = PAIRING_COLUMNS.find((column) => column.header === "Status")!;
    const pairing = { status: "pending" } as AdminPairing;
    expect(render(createElement("div", null, status.cell(pairing)))).toContain("pending");
  });

  it("offer no copy of a deleted invite code", () => {
    const invite: AdminInvite = {
      id: 1,
      code: "OVERLAP-ABCDEFGH",
      created_at: "2026-01-01T00:00:00.000Z",
      expires_at: null,
      is_single_use: true,
      used_by: null,
      used_by_member: null,
      use_count: 0,
      is_active: true,
      status: "active",
    };
    expect(render(createElement(NewInvite, { invite }))).toContain("Copy link");
    const deleted = render(createElement(NewInvite, { invite: { ...invite, is_active: false, status: "inactive" } }));
    expect(deleted).not.toContain("Copy link");
    expect(deleted).toContain("Inactive");
  });
});

describe("forms", () => {
  it("know which field an edit changes, so that field's server error can go", () => {
    const control = (id: string, group?: string) => ({
      id,
      closest: (selector: string) => (group && selector === `[id="${group}"]` ? {} : null),
    });
    const fields = ["email", "handle", "languages"] as const;
    expect(fieldsEditedBy(control("field-handle"), fields, {})).toEqual(["handle"]);
    expect(fieldsEditedBy(control("other-form-email"), fields, {})).toEqual([]);
    expect(fieldsEditedBy(control("languages-0", "field-languages"), fields, {})).toEqual(["languages"]);
    expect(fieldsEditedBy(control("field-name"), fields, {})).toEqual([]);
    expect(fieldsEditedBy(control("new-email"), ["email"] as const, { idOf: () => "new-email" })).toEqual(["email"]);
  });

  it("hint at the reserved words the handle rule refuses, and name only words it refuses as reserved", () => {
    expect(HANDLE_FIELD_HINT).toMatch(
      /^Must start with a letter, 3-30 characters, letters\/numbers\/underscores only; not a reserved word/,
    );
    const named = /\(([^)]*)\)/
      .exec(HANDLE_FIELD_HINT)![1]!
      .split(", ")
      .filter((word) => word !== "…");
    expect(named.length).toBeGreaterThan(0);
    for (const word of named) {
      expect(RESERVED_HANDLES.has(word)).toBe(true);
      expect(handleProblem(word)).toBe("This handle is reserved");
    }
    expect(reservedHandleWarning("@Admin ")).toBe("This handle is reserved");
    expect(reservedHandleWarning("ana_b")).toBeNull();
    expect(reservedHandleWarning("1abc")).toBeNull(); // the pattern's message, at the next check
  });

  it("take a web address without its https://", () => {
    expect(normaliseWebAddress("www.example.com")).toBe("https://www.example.com");
    expect(normaliseWebAddress("example.com/stay?x=1")).toBe("https://example.com/stay?x=1");
    expect(normaliseWebAddress("HTTP://example.com")).toBe("HTTP://example.com");
    const body = { title: "T", destination: "Lisbon", arrival_date: "2030-01-01", departure_date: "2030-01-05" };
    const parsed = CreateTripBody.safeParse({
      ...body,
      accommodation_link: "www.example.com",
      workspace_link: "cowork.example.org/desk",
    });
    expect(parsed.success && [parsed.data.accommodation_link, parsed.data.workspace_link]).toEqual([
      "https://www.example.com",
      "https://cowork.example.org/desk",
    ]);
    for (const bad of ["javascript:alert(1)", "not a link", "ftp://example.com"]) {
      expect(CreateTripBody.safeParse({ ...body, accommodation_link: bad }).success).toBe(false);
    }
  });
});

describe("dates", () => {
  it("go through one formatter, in the member's locale", async () => {
    const { formatDate, formatDateSpan } = await import("@/lib/dates/format");
    const { formatTravelDate, formatDayRange } = await import("@/components/plans/travel-dates");
    const { formatAdminDate } = await import("@/components/admin/kit/format");
    const { tripDates } = await import("@/components/trips/trip-format");
    expect(formatDate("2025-01-05")).toBe("Jan 05, 2025");
    expect(formatDate("2025-01-05", { locale: "de-DE" })).toBe("05. Jan. 2025");
    expect(formatDate("2025-01-05", { locale: "en-GB" })).toBe("05 Jan 2025");
    // A calendar day is that day in every zone; a timestamp's day is the zone's.
    expect(formatDate("2025-01-05", { timeZone: "Pacific/Honolulu" })).toBe("Jan 05, 2025");
    expect(formatDate("2025-01-05T02:00:00Z", { timeZone: "America/New_York" })).toBe("Jan 04, 2025");
    expect(formatDate("2025-01-05T15:04:00Z", { timeZone: "UTC", withTime: true })).toBe("Jan 05, 2025, 3:04 PM");
    // The three old ways are one now.
    expect(formatTravelDate("2025-01-05")).toBe(formatDate("2025-01-05"));
    expect(formatTravelDate("2025-01-05", "de-DE")).toBe("05. Jan. 2025");
    expect(formatAdminDate("2025-01-05")).toBe(formatDate("2025-01-05", { locale: undefined }));
    expect(tripDates({ arrival_date: "2025-01-05", departure_date: "2025-01-12" }, "fr-FR")).toBe(
      formatDateSpan("2025-01-05", "2025-01-12", { locale: "fr-FR" }),
    );
    expect(formatDayRange("2025-03-03", "2025-03-06")).toBe("Mar 3-6");
    expect(formatDayRange("2025-03-30", "2025-04-02", "de-DE")).toBe("Mär 30-Apr 2");
  });
});
