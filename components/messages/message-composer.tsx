"use client";

import { Photo } from "@/components/ui/photo";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { ApiError } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { CloseIcon, PaperclipIcon, SendIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX } from "@/lib/messages/values";
import { MAX_PHOTO_BYTES } from "./photo-limit";

type ChosenPhoto = { file: File; previewUrl: string; uploadedUrl?: string };

/**
 * The message box: Enter sends, Shift+Enter adds a line; the text is trimmed and whitespace alone
 * is never sent (docs/product.md §5). A photo can be attached, previewed and removed before
 * sending; it is uploaded first, then the text and photo go to the thread's outbox (./use-outbox.ts),
 * which sends them and keeps them, shown "Not sent" with Retry, when that fails. Near the
 * 5,000-character limit a counter shows what is left; above it the box says so and does not send
 * (nothing is ever cut). A photo the server refuses (not an image, too big, too many unsent), or
 * one that could not be uploaded, is named and stays in the box.
 */
export function MessageComposer({
  send,
  label = "Send a message",
}: {
  /** Hands the text and photo to the outbox of where this box writes: a conversation, or a trip chat. */
  send: (body: { content: string; photo_url?: string }) => void;
  /** The form's accessible name. */
  label?: string;
}) {
  const textareaId = useId();
  const fileId = useId();
  const photoErrorId = useId();
  const counterId = useId();
  const [text, setText] = useState("");
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  // The preview's object URL lives as long as the chosen photo.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.previewUrl);
  }, [photo]);

  const length = text.length;
  const tooLong = length > MESSAGE_MAX;
  const canSend = (text.trim().length > 0 || photo !== null) && !tooLong;

  function choosePhoto(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) return setPhotoError("Choose an image file.");
    if (file.size > MAX_PHOTO_BYTES) return setPhotoError("The photo is larger than 10 MB.");
    setPhotoError(null);
    setPhoto({ file, previewUrl: URL.createObjectURL(file) });
  }

  function removePhoto() {
    setPhoto(null);
    setPhotoError(null);
    textarea.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = text.trim();
    if (sending || tooLong || (!content && !photo)) return;
    let photoUrl = photo?.uploadedUrl;
    if (photo && !photoUrl) {
      setSending(true);
      try {
        // The upload's code comes with the first photo sent, not with the thread.
        const { uploadMessagePhoto } = await import("./upload-photo");
        photoUrl = await uploadMessagePhoto(photo.file);
      } catch (error) {
        console.error("Failed to upload photo", error);
        setPhotoError(uploadProblem(error));
        return;
      } finally {
        setSending(false);
      }
    }
    send({ content, ...(photoUrl ? { photo_url: photoUrl } : {}) });
    setText("");
    setPhoto(null);
    setPhotoError(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      aria-label={label}
      className="border-t border-border bg-surface px-3 pt-2 pb-3"
    >
      {photo && (
        <div className="mb-2 flex items-start gap-2">
          <Photo
            src={photo.previewUrl}
            alt="Photo to send"
            width={96}
            height={96}
            className="size-20 rounded-lg border border-border object-cover"
          />
          <Button variant="secondary" size="sm" onClick={removePhoto} disabled={sending}>
            <CloseIcon className="size-4" />
            Remove photo
          </Button>
        </div>
      )}
      {photoError && (
        <p id={photoErrorId} role="alert" className="mb-2 text-sm font-medium text-danger">
          {photoError}
        </p>
      )}
      <label htmlFor={textareaId} className="mb-1 block text-xs font-medium text-muted">
        Message
      </label>
      <div className="flex items-end gap-2">
        <label
          htmlFor={fileId}
          title="Attach photo"
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input-border text-foreground hover:bg-surface-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-solid"
        >
          <span className="sr-only">Attach photo</span>
          <PaperclipIcon />
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-describedby={photoError ? photoErrorId : undefined}
            onChange={(event) => choosePhoto(event.target.files?.[0])}
          />
        </label>
        <textarea
          ref={textarea}
          id={textareaId}
          name="content"
          rows={1}
          value={text}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= MESSAGE_COUNTER_FROM ? counterId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          enterKeyHint="send"
          className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-input-border bg-surface px-4 py-2.5 text-base text-foreground placeholder:text-muted"
        />
        <button
          type="submit"
          aria-label="Send"
          aria-busy={sending || undefined}
          disabled={!canSend || sending}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-contrast transition-colors hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? <Spinner className="size-5" /> : <SendIcon />}
        </button>
      </div>
      {length >= MESSAGE_COUNTER_FROM && (
        <p
          id={counterId}
          role={tooLong ? "alert" : undefined}
          className={cn("mt-1 text-right text-xs", tooLong ? "font-semibold text-danger" : "text-muted")}
        >
          {tooLong
            ? `Messages must be at most ${MESSAGE_MAX.toLocaleString("en")} characters: ${(length - MESSAGE_MAX).toLocaleString("en")} too many`
            : `${(MESSAGE_MAX - length).toLocaleString("en")} characters left`}
        </p>
      )}
    </form>
  );
}

/** Why a photo did not upload, in words: the server's (not an image, too big, too many unsent), or the connection. */
function uploadProblem(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind !== "http")
    return "The photo could not be uploaded. Check your connection and try again.";
  if (error.status === 413) return error.detail ?? "The photo is too large.";
  if (error.status === 415) return error.detail ?? "That file is not an image.";
  if (error.status === 409 || error.status === 422 || error.status === 400)
    return error.detail ?? "The photo could not be uploaded.";
  return "The photo could not be uploaded. Please try again.";
}
