import { describe, expect, it } from "vitest";
import { linkParts } from "@/components/messages/linked-text";

describe("links in messages (docs/product.md §2.8)", () => {
  it("turns http, https and www addresses into links, leaving the sentence's punctuation outside", () => {
    expect(linkParts("Flat: https://airbnb.com/rooms/42. Cowork at www.outsite.co, ok?")).toEqual([
      { text: "Flat: " },
      { text: "https://airbnb.com/rooms/42", href: "https://airbnb.com/rooms/42" },
      { text: ". Cowork at " },
      { text: "www.outsite.co", href: "https://www.outsite.co/" },
      { text: ", ok?" },
    ]);
    expect(linkParts("(see https://en.wikipedia.org/wiki/Lisbon_(city))")).toEqual([
      { text: "(see " },
      { text: "https://en.wikipedia.org/wiki/Lisbon_(city)", href: "https://en.wikipedia.org/wiki/Lisbon_(city)" },
      { text: ")" },
    ]);
  });

  it("never links another scheme, and keeps markup as text", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "JaVaScRiPt:alert(1)//https://x.org",
      "ftp://files.example.com",
      "http://localhost",
    ]) {
      expect(
        linkParts(text)
          .filter((part) => "href" in part)
          .map((part) => ("href" in part ? part.href : "")),
      ).not.toContainEqual(expect.stringMatching(/^(javascript|data|ftp):|localhost/i));
    }
    expect(linkParts('<a href="javascript:alert(1)">hi</a>')).toEqual([
      { text: '<a href="javascript:alert(1)">hi</a>' },
    ]);
    expect(linkParts('https://x.org/"onmouseover="alert(1)')).toEqual([
      { text: "https://x.org/", href: "https://x.org/" },
      { text: '"onmouseover="alert(1)' },
    ]);
    expect(linkParts("no links here")).toEqual([{ text: "no links here" }]);
  });
});
