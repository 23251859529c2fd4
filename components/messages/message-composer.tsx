"use client";

import { Photo } from "@/components/ui/photo";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { ApiError } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { CloseIcon, PaperclipIcon, SendIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { MESSAGE_MAX } from "@/lib/messages/values";
import { MAX_PHOTO_BYTES, uploadMessagePhoto } from "./upload-photo";

type ChosenPhoto = { file: File; previewUrl: string; uploadedUrl?: string };

/**
 * The message box: Enter sends, Shift+Enter adds a line; the text is trimmed and whitespace alone
 * is never sent (docs/product.md §5). A photo can be attached, previewed and removed before sending; it is
 * uploaded first, then sent with the text. A failed send is only logged (docs/product.md §8) and everything
 * stays in the box for another try. A photo the server refuses (not an image, too big, too many
 * unsent) is named.
 */
export function MessageComposer<T>({
  send,
  onSent,
  onGone,
  label = "Send a message",
}: {
  /** Sends the text and photo where this box writes: a conversation, or a trip chat. */
  send: (body: { content: string; photo_url?: string }) => Promise<T>;
  onSent: (message: T) => void;
  /** The conversation no longer exists (404): the thread shows why. */
  onGone: () => void;
  /** The form's accessible name. */
  label?: string;
}) {
  const textareaId = useId();
  const fileId = useId();
  const photoErrorId = useId();
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

  const canSend = text.trim().length > 0 || photo !== null;

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
    const sentText = text;
    const content = sentText.trim();
    if (sending || (!content && !photo)) return;
    setSending(true);
    let uploading = false;
    try {
      let photoUrl = photo?.uploadedUrl;
      if (photo && !photoUrl) {
        uploading = true;
        photoUrl = await uploadMessagePhoto(photo.file);
        uploading = false;
        // Kept, so a retry after a failed send does not upload the same picture again.
        const uploaded = photoUrl;
        setPhoto((current) => (current?.file === photo.file ? { ...current, uploadedUrl: uploaded } : current));
      }
      const message = await send({ content, ...(photoUrl ? { photo_url: photoUrl } : {}) });
      onSent(message);
      // Only what was sent leaves the box; anything typed meanwhile stays.
      setText((current) => (current === sentText ? "" : current));
      setPhoto((current) => (current?.file === photo?.file ? null : current));
    } catch (error) {
      console.error("Failed to send message", error);
      if (error instanceof ApiError && error.status === 404) onGone();
      if (error instanceof ApiError && (error.status === 413 || error.status === 415 || (uploading && error.status === 409))) {
        setPhotoError(error.detail ?? (error.status === 413 ? "The photo is too large." : error.status === 415 ? "That file is not an image." : "The photo could not be uploaded."));
      }
      // An uploaded copy not sent within a day is removed (docs/api.md §3.4): the next try uploads the picture again.
      if (error instanceof ApiError && error.status === 422 && error.errors.some((problem) => problem.field === "photo_url")) {
        setPhoto((current) => (current && current.file === photo?.file ? { ...current, uploadedUrl: undefined } : current));
      }
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <form method="post" onSubmit={submit} aria-label={label} className="border-t border-border bg-surface px-3 pt-2 pb-3">
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
          maxLength={MESSAGE_MAX}
          value={text}
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
    </form>
  );
}
