import { data } from "react-router";
import { enhancementOnly } from "../lib/page-script.ts";

/** Every unknown address: a 404 the root error boundary renders. */
export function loader() {
	throw data({ message: undefined }, { status: 404 });
}

export const handle = enhancementOnly;

export default function NotFound() {
	return null;
}
