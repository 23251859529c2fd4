import "server-only";
import { and, desc, eq, inArray, like } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { placeOf } from "@/lib/cities/service";
import { PAIRING_OPENNESS } from "@/lib/accounts/values";
import { markPhotoSent } from "@/lib/uploads/queries";
import { uploadImage } from "@/lib/uploads/service";
import { seedDemoReferences } from "./references";
import type { Database, DbOrTx } from "@/db/client";
import {
  cities,
  conversations,
  groupTrips,
  messages,
  notifications,
  pairings,
  reports,
  travelPlans,
  tripMessages,
  tripParticipants,
  users,
  type UserRow,
} from "@/db/schema";

/**
 * Demo data for a first run: an admin and 40 members in 8 real cities with overlapping plans (and
 * a few typed to places the city data lacks), Bali's places and the region itself, connections in
 * every state, a match's and a friend's conversation, three group trips (one with a chat going, one full with a
 * waitlist), an open report and who
 * invited whom. Every demo account ends in
 * @overlap.dev; re-seeding replaces them and touches nothing else.
 */
export const DEMO_DOMAIN = "overlap.dev";
export const DEMO_ADMIN = { email: `admin@${DEMO_DOMAIN}`, password: "overlap-admin" };
export const DEMO_MEMBER_PASSWORD = "overlap-demo";
/** The member the demo member passed on (Settings lists them, with Show again). */
export const DEMO_PASSED_ON = "Victor Hugo Lima";

const CITIES = [
  "Lisbon, Portugal",
  "Barcelona, Spain",
  "Berlin, Germany",
  "Mexico City, Mexico",
  "Bangkok, Thailand",
  "Medellín, Colombia",
  "Cape Town, South Africa",
  "Tokyo, Japan",
];

type Person = [name: string, gender: string, interestedIn: string[], age: number, occupation: string];
const PEOPLE: Person[] = [
  ["Alex Rivera", "Man", ["Women"], 31, "Product designer"],
  ["Maya Chen", "Woman", ["Men"], 29, "Data scientist"],
  ["Jonas Weber", "Man", ["Women"], 34, "Backend engineer"],
  ["Sofia Costa", "Woman", ["Men", "Women"], 27, "Travel writer"],
  ["Kenji Sato", "Man", ["Women"], 33, "Photographer"],
  ["Lena Fischer", "Woman", ["Men"], 30, "UX researcher"],
  ["Priya Nair", "Woman", ["Everyone"], 28, "Marketing lead"],
  ["Diego Morales", "Man", ["Women"], 35, "Founder"],
  ["Amara Okafor", "Woman", ["Men"], 26, "Illustrator"],
  ["Noah Jensen", "Man", ["Men"], 32, "Copywriter"],
  ["Camille Laurent", "Woman", ["Men"], 29, "Architect"],
  ["Mateo Silva", "Man", ["Women"], 27, "Surf instructor"],
  ["Yuki Tanaka", "Woman", ["Men"], 31, "Game developer"],
  ["Ravi Patel", "Man", ["Women"], 36, "Consultant"],
  ["Elena Petrova", "Woman", ["Men"], 33, "Translator"],
  ["Sam Taylor", "Non-binary", ["Everyone"], 29, "Podcast producer"],
  ["Lucas Martin", "Man", ["Women"], 30, "Frontend engineer"],
  ["Zara Ahmed", "Woman", ["Men"], 28, "Doctor (remote)"],
  ["Tom Becker", "Man", ["Women"], 38, "Sales director"],
  ["Isabela Rocha", "Woman", ["Men"], 25, "Content creator"],
  ["Omar Haddad", "Man", ["Women"], 32, "Mobile developer"],
  ["Hannah Müller", "Woman", ["Women"], 30, "Yoga teacher"],
  ["Leo Rossi", "Man", ["Women"], 29, "Chef"],
  ["Mia Johansson", "Woman", ["Men"], 27, "Student"],
  ["Ethan Brooks", "Man", ["Women"], 34, "DevOps engineer"],
  ["Aiko Mori", "Woman", ["Men"], 30, "Interpreter"],
  ["Gabriel Souza", "Man", ["Men", "Women"], 28, "Musician"],
  ["Chloe Dubois", "Woman", ["Men"], 32, "Lawyer (remote)"],
  ["Felix Wagner", "Man", ["Women"], 31, "Data engineer"],
  ["Nina Kowalski", "Woman", ["Men"], 29, "Product manager"],
  ["Arjun Mehta", "Man", ["Women"], 30, "Security engineer"],
  ["Lucia Fernández", "Woman", ["Men"], 34, "Journalist"],
  ["Kai Nakamura", "Genderfluid", ["Everyone"], 26, "Artist"],
  ["Sara Lind", "Woman", ["Men"], 31, "Teacher (online)"],
  ["Jamal Carter", "Man", ["Women"], 33, "Videographer"],
  ["Emma Novak", "Woman", ["Men"], 28, "SEO specialist"],
  ["Pablo Ortega", "Man", ["Women"], 37, "Real-estate investor"],
  ["Ines Duarte", "Woman", ["Men"], 26, "Nurse"],
  ["Victor Hugo Lima", "Man", ["Women"], 30, "Blockchain developer"],
  ["Olivia Grant", "Woman", ["Men"], 35, "Coach"],
];

const BIOS = [
  "Working remotely and chasing good coffee and better sunsets.",
  "Always looking for a coworking buddy and a weekend hike.",
  "Slow traveller. Ask me about the best street food in town.",
  "Building things on a laptop by day, exploring by night.",
];

export type SeedSummary = { admin: { email: string; password: string }; demoMember: string; members: number };

/** A small deterministic generator, so every fresh seed tells the same story. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function dayFromToday(offset: number): string {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const emailOf = (name: string) =>
  `${name
    .split(" ")[0]!
    .normalize("NFD")
    .replace(/[^a-zA-Z]/g, "")
    .toLowerCase()}@${DEMO_DOMAIN}`;

const INVITERS = 6;
const INVITEES_EACH = 4;
const TYPED_PLACES = ["Canggu", "canggu", "Canggu, Indonesia", "Uluwatu"];
/**
 * Three members (by their place after Alex) whose plans show Discover's other lists around Alex's
 * Lisbon stay (days 14-28): Priya in Cascais, 25 km away, at the same time (Distance: 50 km);
 * Noah in Lisbon two days after Alex leaves and Yuki three days before Alex arrives (Near misses).
 * None of them meets Alex's plans otherwise.
 */
const NEAR_ALEX_IN_LISBON: Partial<Record<number, { destination: string; from: number; to: number }>> = {
  5: { destination: "Cascais, Portugal", from: 18, to: 25 },
  8: { destination: CITIES[0]!, from: 30, to: 35 },
  11: { destination: CITIES[0]!, from: 7, to: 11 },
};

/**
 * Bali as travellers name it (docs/decisions/027-regions-hold-their-places.md), well after the
 * other stays (days 100-115): members in Ubud and Denpasar, one in Canggu, which the data lacks,
 * kept as typed near Kuta, and the demo member and one more in the region Bali, which holds them
 * all. The region comes with the regions' data, found by its key; without it those two plans are
 * left out, as is any place the loaded data lacks.
 */
const BALI_REGION_KEY = "admin1:ID.02";
const IN_BALI: {
  member: number;
  city?: string;
  near?: { typed: string; city: string };
  region?: true;
  from: number;
  to: number;
}[] = [
  { member: 0, region: true, from: 100, to: 114 },
  { member: 28, city: "Ubud", from: 101, to: 108 },
  { member: 30, city: "Denpasar", from: 104, to: 110 },
  { member: 33, near: { typed: "Canggu", city: "Kuta" }, from: 102, to: 112 },
  { member: 35, region: true, from: 106, to: 115 },
];

/** A city of Bali (Indonesia's admin1 02) by its own name, the biggest of that name. */
async function cityInBali(db: DbOrTx, name: string) {
  const [city] = await db
    .select({ id: cities.id, displayName: cities.displayName })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.countryCode, "ID"), eq(cities.admin1, "02"), eq(cities.kind, "city")))
    .orderBy(desc(cities.population))
    .limit(1);
  return city;
}

async function baliPlans(db: DbOrTx, members: UserRow[]): Promise<(typeof travelPlans.$inferInsert)[]> {
  const [region] = await db
    .select({ id: cities.id, displayName: cities.displayName })
    .from(cities)
    .where(eq(cities.regionKey, BALI_REGION_KEY));
  const plans: (typeof travelPlans.$inferInsert)[] = [];
  for (const stay of IN_BALI) {
    const dates = {
      userId: members[stay.member]!.id,
      arrivalDate: dayFromToday(stay.from),
      departureDate: dayFromToday(stay.to),
    };
    const place = stay.region ? region : await cityInBali(db, stay.near?.city ?? stay.city!);
    if (!place) continue;
    plans.push(
      stay.near
        ? { ...dates, destination: stay.near.typed, cityId: null, nearCityId: place.id }
        : { ...dates, destination: place.displayName, cityId: place.id },
    );
  }
  return plans;
}

export async function seedDemoData(db: Database): Promise<SeedSummary> {
  const random = generator(42);
  const memberHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const adminHash = await hashPassword(DEMO_ADMIN.password);

  const seeded = await db.transaction(async (tx) => {
    await tx.delete(users).where(like(users.email, `%@${DEMO_DOMAIN}`));

    await tx.insert(users).values({
      email: DEMO_ADMIN.email,
      passwordHash: adminHash,
      name: "Overlap Admin",
      age: 35,
      isAdmin: true,
      isActive: true,
      emailVerifiedAt: new Date(),
    });

    const members: UserRow[] = await tx
      .insert(users)
      .values(
        PEOPLE.map(([name, gender, interestedIn, age, occupation], index) => ({
          email: emailOf(name),
          // Demo addresses receive nothing: they count as confirmed (docs/api.md §16).
          emailVerifiedAt: new Date(),
          passwordHash: memberHash,
          name,
          handle:
            name
              .split(" ")[0]!
              .normalize("NFD")
              .replace(/[^a-zA-Z]/g, "")
              .toLowerCase() +
            "_" +
            (index + 1),
          age,
          gender,
          interestedIn,
          occupation,
          bio: BIOS[index % BIOS.length]!,
          headline: `${occupation} · ${CITIES[index % CITIES.length]!.split(",")[0]} next`,
          currentLocation: CITIES[(index + 3) % CITIES.length]!,
          travelPreferences: ["Coworking and coffee", "Hiking and nature", "Food and nightlife", "Culture and museums"][
            index % 4
          ]!,
          languages: ["English", ["Spanish", "Portuguese", "German", "French", "Japanese"][index % 5]!],
          relationshipIntent: [
            ["Travel Date", "Open to Everything", "Long-term Relationship", "Digital Nomad Relationship"][index % 4]!,
          ],
          // A few members are only after friendships, so Discover shows both sections.
          openToPairingTypes: index % 7 === 3 ? ["friend"] : [...PAIRING_OPENNESS],
          isActive: index !== PEOPLE.length - 1, // the last one waits for activation
        })),
      )
      .returning();
    const [alex, maya, jonas, sofia, kenji, lena, priya] = members as [
      UserRow,
      UserRow,
      UserRow,
      UserRow,
      UserRow,
      UserRow,
      UserRow,
    ];

    // Who invited whom (the admins' invite tree and Users' "Invited by"): Alex and the next five
    // each brought in four; the rest came with an admin's code or were activated.
    for (let inviter = 0; inviter < INVITERS; inviter++) {
      const invitees = members
        .slice(1 + inviter * INVITEES_EACH, 1 + (inviter + 1) * INVITEES_EACH)
        .map((member) => member.id);
      await tx.update(users).set({ invitedBy: members[inviter]!.id }).where(inArray(users.id, invitees));
    }

    // Plans: the demo member (Alex) goes to Lisbon and Barcelona; most others overlap somewhere.
    const plans: (typeof travelPlans.$inferInsert)[] = [
      {
        userId: alex.id,
        destination: CITIES[0]!,
        arrivalDate: dayFromToday(14),
        departureDate: dayFromToday(28),
        travelPurpose: "Remote work and surfing",
      },
      {
        userId: alex.id,
        destination: CITIES[1]!,
        arrivalDate: dayFromToday(40),
        departureDate: dayFromToday(50),
        travelPurpose: "Conference and tapas",
      },
      // A trip only Alex's matches and friends see (docs/product.md, "Who sees my plans"): My Trips
      // shows its badge, and it brings no stranger to Discover.
      {
        userId: alex.id,
        destination: CITIES[6]!,
        arrivalDate: dayFromToday(56),
        departureDate: dayFromToday(62),
        travelPurpose: "Visiting family",
        visibility: "connections",
      },
    ];
    members.slice(1).forEach((member, index) => {
      const city = index % 3 === 0 ? CITIES[0]! : index % 3 === 1 ? CITIES[1]! : CITIES[2 + (index % 6)]!;
      const start = city === CITIES[1] ? 36 + Math.floor(random() * 10) : 8 + Math.floor(random() * 16);
      const length = 4 + Math.floor(random() * 10);
      const story = NEAR_ALEX_IN_LISBON[index];
      plans.push(
        story
          ? {
              userId: member.id,
              destination: story.destination,
              arrivalDate: dayFromToday(story.from),
              departureDate: dayFromToday(story.to),
            }
          : {
              userId: member.id,
              destination: city,
              arrivalDate: dayFromToday(start),
              departureDate: dayFromToday(start + length),
            },
      );
      if (random() < 0.4) {
        const second = CITIES[Math.floor(random() * CITIES.length)]!;
        const from = 60 + Math.floor(random() * 30);
        plans.push({
          userId: member.id,
          destination: second,
          arrivalDate: dayFromToday(from),
          departureDate: dayFromToday(from + 7),
        });
      }
    });
    // A few plans to places the city data lacks, kept as typed: the admins' Places screen offers
    // to add them (docs/decisions/024-places-admins-add.md).
    TYPED_PLACES.forEach((destination, index) => {
      const from = 70 + index * 3;
      plans.push({
        userId: members[8 + index * 5]!.id,
        destination,
        arrivalDate: dayFromToday(from),
        departureDate: dayFromToday(from + 14),
      });
    });
    // One past plan, shown as completed.
    plans.push({
      userId: alex.id,
      destination: CITIES[4]!,
      arrivalDate: dayFromToday(-40),
      departureDate: dayFromToday(-30),
      status: "completed",
    });
    // Plans point at the real cities when the cities table is loaded (it is, at server start), and
    // at the typed places once an admin has added them.
    const places = new Map<string, { cityId: number | null; destination: string }>();
    for (const typed of new Set(plans.map((plan) => plan.destination))) places.set(typed, await placeOf(tx, typed));
    await tx
      .insert(travelPlans)
      .values([
        ...plans.map((plan) => ({ ...plan, ...places.get(plan.destination) })),
        ...(await baliPlans(tx, members)),
      ]);

    // Connections in every state around the demo member. Victor goes to Barcelona when Alex does.
    const passedOn = members.find((member) => member.name === DEMO_PASSED_ON)!;
    const [match] = await tx
      .insert(pairings)
      .values({
        user1Id: maya.id,
        user2Id: alex.id,
        relationshipType: "match",
        requestedType: "match",
        status: "accepted",
      })
      .returning();
    const [friendship] = await tx
      .insert(pairings)
      .values({ user1Id: alex.id, user2Id: jonas.id, relationshipType: "friend", status: "accepted" })
      .returning();
    await tx.insert(pairings).values([
      { user1Id: sofia.id, user2Id: alex.id, relationshipType: "match", requestedType: "match", status: "pending" },
      { user1Id: kenji.id, user2Id: alex.id, relationshipType: "friend", status: "pending" },
      { user1Id: alex.id, user2Id: lena.id, relationshipType: "match", requestedType: "match", status: "pending" },
      { user1Id: priya.id, user2Id: jonas.id, relationshipType: "friend", status: "accepted" },
      // A pass of the demo member's, for Settings' "People you passed on" and its Show again.
      { user1Id: alex.id, user2Id: passedOn.id, relationshipType: "pass", requestedType: "pass", status: "declined" },
    ]);

    const [conversation] = await tx
      .insert(conversations)
      .values({ pairingId: match!.id, user1Id: maya.id, user2Id: alex.id })
      .returning();
    await tx.insert(messages).values([
      {
        conversationId: conversation!.id,
        senderId: maya.id,
        content: "Hey Alex! I see we're both in Lisbon in two weeks 🌊",
        isRead: true,
      },
      {
        conversationId: conversation!.id,
        senderId: alex.id,
        content: "Yes! Have you tried the coworking spots in Cais do Sodré?",
        isRead: true,
      },
      {
        conversationId: conversation!.id,
        senderId: maya.id,
        content: "Not yet. Want to check one out together on the first Monday?",
      },
    ]);

    const [friendsChat] = await tx
      .insert(conversations)
      .values({ pairingId: friendship!.id, user1Id: alex.id, user2Id: jonas.id })
      .returning();
    await tx.insert(messages).values([
      {
        conversationId: friendsChat!.id,
        senderId: jonas.id,
        content: "Berlin in January: are you in for the techno museum tour?",
        isRead: true,
      },
      {
        conversationId: friendsChat!.id,
        senderId: alex.id,
        content: "Only if there's a good coffee stop first ☕",
        isRead: true,
      },
    ]);

    await tx.insert(notifications).values([
      {
        userId: alex.id,
        type: "pairing_request",
        title: "New match request",
        message: `${sofia.name} wants to match with you`,
        relatedUserId: sofia.id,
      },
      {
        userId: alex.id,
        type: "pairing_request",
        title: "New friend request",
        message: `${kenji.name} wants to be friends`,
        relatedUserId: kenji.id,
      },
      {
        userId: alex.id,
        type: "match_created",
        title: "It's a match!",
        message: `You and ${maya.name} matched`,
        relatedMatchId: conversation!.id,
        relatedUserId: maya.id,
        isRead: true,
      },
      {
        userId: alex.id,
        type: "message",
        title: "New message",
        message: `${maya.name} sent you a message`,
        relatedMatchId: conversation!.id,
        relatedUserId: maya.id,
      },
    ]);

    const [publicTrip, privateTrip, fullTrip] = await tx
      .insert(groupTrips)
      .values([
        {
          creatorId: maya.id,
          title: "Surf & cowork week in Lisbon",
          destination: CITIES[0]!,
          arrivalDate: dayFromToday(15),
          departureDate: dayFromToday(22),
          tripType: "friends",
          visibility: "public",
          maxParticipants: 6,
          budgetRange: "Mid-range ($$)",
          activities: "Beach, Water Sports, Cuisine",
          tripStyle: "Adventure",
          description: "Mornings at the beach, afternoons at a coworking space, dinners in Alfama.",
          status: "confirmed",
        },
        {
          creatorId: alex.id,
          title: "Barcelona design crawl",
          destination: CITIES[1]!,
          arrivalDate: dayFromToday(41),
          departureDate: dayFromToday(45),
          tripType: "friends",
          visibility: "private",
          activities: "Museums, Art & Culture, Photography",
          tripStyle: "Cultural",
          description: "Gaudí, galleries and long lunches.",
        },
        {
          creatorId: maya.id,
          title: "Bangkok street-food week",
          destination: CITIES[4]!,
          arrivalDate: dayFromToday(60),
          departureDate: dayFromToday(67),
          tripType: "friends",
          visibility: "public",
          maxParticipants: 3,
          budgetRange: "Budget ($)",
          activities: "Cuisine, Nightlife",
          tripStyle: "Mixed",
          description: "Night markets, khao soi and a cooking class. Full: two people wait for a place.",
        },
      ])
      .returning();
    await tx.insert(tripParticipants).values([
      { tripId: publicTrip!.id, userId: maya.id, role: "host", status: "accepted" },
      { tripId: publicTrip!.id, userId: alex.id, status: "invited" },
      { tripId: publicTrip!.id, userId: priya.id, status: "requested" },
      { tripId: publicTrip!.id, userId: sofia.id, status: "accepted" },
      { tripId: privateTrip!.id, userId: alex.id, role: "host", status: "accepted" },
      { tripId: privateTrip!.id, userId: jonas.id, status: "accepted" },
      // A full trip with its waitlist (docs/api.md §6.5): the demo member is first in line ("Waitlisted #1",
      // "2 waiting"); Maya, who hosts it, sees the waitlist and can reorder it.
      { tripId: fullTrip!.id, userId: maya.id, role: "host", status: "accepted" },
      { tripId: fullTrip!.id, userId: kenji.id, status: "accepted" },
      { tripId: fullTrip!.id, userId: lena.id, status: "accepted" },
      { tripId: fullTrip!.id, userId: alex.id, status: "waitlisted", waitlistPosition: 1 },
      { tripId: fullTrip!.id, userId: priya.id, status: "waitlisted", waitlistPosition: 2 },
    ]);
    // The Barcelona trip's chat is going: Messages lists it beside the conversations, one message unread.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const chat = await tx
      .insert(tripMessages)
      .values([
        {
          tripId: privateTrip!.id,
          senderId: jonas.id,
          content: "Booked the Sagrada Família tickets for the Tuesday morning 🎟️",
          createdAt: minutesAgo(180),
        },
        {
          tripId: privateTrip!.id,
          senderId: alex.id,
          content: "Perfect, I'll find us a lunch spot nearby",
          createdAt: minutesAgo(150),
        },
        {
          tripId: privateTrip!.id,
          senderId: jonas.id,
          content: "Can we fit in the Miró museum too? https://www.fmirobcn.org",
          createdAt: minutesAgo(20),
        },
      ])
      .returning();
    await tx
      .update(tripParticipants)
      .set({ chatReadId: chat[1]!.id })
      .where(and(eq(tripParticipants.tripId, privateTrip!.id), eq(tripParticipants.userId, alex.id)));
    await tx
      .update(tripParticipants)
      .set({ chatReadId: chat[2]!.id })
      .where(and(eq(tripParticipants.tripId, privateTrip!.id), eq(tripParticipants.userId, jonas.id)));
    await tx.insert(notifications).values({
      userId: alex.id,
      type: "trip_message",
      title: "New trip message",
      message: `${jonas.name} wrote in "${privateTrip!.title}"`,
      relatedTripId: privateTrip!.id,
      relatedUserId: jonas.id,
      createdAt: minutesAgo(20),
    });
    // One open report, so the admin's moderation queue (/app/admin/reports) shows what it is for.
    await tx.insert(reports).values({
      reporterId: lena.id,
      reportedId: members[20]!.id,
      reason: "spam",
      note: "Sent me the same crypto pitch in three messages.",
    });
    await seedDemoReferences(tx, alex, maya, jonas);
    await tx.insert(notifications).values({
      userId: alex.id,
      type: "trip_invite",
      title: "Trip invitation",
      message: `${maya.name} invited you to "${publicTrip!.title}"`,
      relatedTripId: publicTrip!.id,
      relatedUserId: maya.id,
    });

    return {
      summary: { admin: DEMO_ADMIN, demoMember: alex.email, members: members.length },
      maya,
      conversationId: conversation!.id,
    };
  });

  // A photo message, stored like any upload. After the transaction: the uploads slice writes
  // through its own connection, which must see Maya's account.
  const photo = await uploadImage(
    { id: seeded.maya.id, isAdmin: false, user: seeded.maya },
    await demoPhoto(),
    "message",
  );
  await db.insert(messages).values({
    conversationId: seeded.conversationId,
    senderId: seeded.maya.id,
    content: "The view from my last stay 🌅",
    photoUrl: photo.url,
  });
  await markPhotoSent(db, photo.url, seeded.maya.id);
  return seeded.summary;
}

/** A sunset over the sea, drawn rather than shipped: shapes only, so no fonts are needed. */
async function demoPhoto(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1055"/><stop offset="0.6" stop-color="#f7797d"/><stop offset="1" stop-color="#fbd786"/></linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e5f8a"/><stop offset="1" stop-color="#0b2545"/></linearGradient>
    </defs>
    <rect width="800" height="533" fill="url(#sky)"/>
    <circle cx="400" cy="330" r="90" fill="#ffd56b"/>
    <rect y="330" width="800" height="203" fill="url(#sea)"/>
    <path d="M0 470 Q 200 420 400 470 T 800 470 V533 H0 Z" fill="#0b2545" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export function printDemoSignIns(summary: SeedSummary) {
  console.log(
    [
      "",
      "Overlap demo data is ready. Sign in at /login with:",
      `  admin   ${summary.admin.email} / ${summary.admin.password}`,
      `  member  ${summary.demoMember} / ${DEMO_MEMBER_PASSWORD}   (all ${summary.members} demo members share this password)`,
      "",
    ].join("\n"),
  );
}

/** For tests: the demo accounts present in a database. */
export async function demoAccounts(db: Database) {
  return db
    .select()
    .from(users)
    .where(inArray(users.email, [DEMO_ADMIN.email, `alex@${DEMO_DOMAIN}`]));
}
