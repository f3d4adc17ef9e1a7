/** A person's photo, round, at 64 or 128 CSS pixels; their initials on the office's colour without one. */
export function PersonPhoto({
  url,
  name,
  size = 64,
}: {
  url: string | null;
  /** Their name, or their address until they give one. */
  name: string;
  size?: 64 | 128;
}) {
  if (url) {
    return (
      <img
        className={`person-photo person-photo--${size}`}
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
    );
  }
  const initials = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  return (
    <span className={`person-photo person-photo--${size} person-photo--initials`} aria-hidden="true">
      {initials}
    </span>
  );
}
