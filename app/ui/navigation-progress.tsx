import { useNavigation } from "react-router";

/** A visible "Loading" bar while the next page is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="navigation-progress" role="status" aria-live="polite">
      <span className="navigation-progress__bar" />
      <span className="navigation-progress__label">Loading</span>
    </div>
  );
}
