import { Photo } from "@/components/ui/photo";
import { cn } from "@/components/ui/cn";
import { AVATAR_TEXT, avatarColour, avatarInitials } from "./avatar-style";

/**
 * Where a stored photo is served (docs/product.md §3): a full URL as it is, a path ("/uploads/…", what our
 * upload routes store) as it is, and a bare file name under /uploads.
 */
export function photoSrc(photo: string): string {
  if (/^https?:\/\//i.test(photo) || photo.startsWith("/")) return photo;
  return `/uploads/${encodeURIComponent(photo)}`;
}

const SIZES = { sm: 32, md: 48, lg: 96 } as const;

/**
 * A member's primary photo, or their initials on their own colour (./avatar-style.ts, stable by
 * `id`). Decorative: the name is always written next to it, so the image has an empty alt text.
 */
export function Avatar({
  id,
  name,
  photo,
  size = "sm",
  className,
}: {
  /** The member's id: it picks the colour, the same on every screen. */
  id: number;
  name: string;
  photo?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const pixels = SIZES[size];
  const classes = cn("shrink-0 rounded-full", className);
  if (photo) {
    // Photos live on our disk or on the upload service's hosts; they are already sized on upload.
    return (
      <Photo
        src={photoSrc(photo)}
        alt=""
        width={pixels}
        height={pixels}
        className={cn(classes, "object-cover")}
        style={{ width: pixels, height: pixels }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, "inline-flex items-center justify-center font-semibold")}
      style={{
        width: pixels,
        height: pixels,
        fontSize: pixels * 0.4,
        backgroundColor: avatarColour(id),
        color: AVATAR_TEXT,
      }}
    >
      {avatarInitials(name)}
    </span>
  );
}
