import { Link } from "react-router";

/** The standing advice on every listing page: the commonest fraud asks for money before a viewing. */
export function SafetyNote() {
  return (
    <div className="safety-note" role="note" aria-label="Stay safe">
      <p>
        <strong>Stay safe.</strong> Never pay a deposit or a viewing fee before you have seen the property in
        person and confirmed who owns it. If anyone asks you to pay first, please{" "}
        <Link to="/contact">tell us</Link>.
      </p>
    </div>
  );
}
