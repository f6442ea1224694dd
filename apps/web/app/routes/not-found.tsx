import { data } from "react-router";

/** Every unknown address: a 404 the root error boundary renders. */
export function loader() {
	throw data({ message: undefined }, { status: 404 });
}

export default function NotFound() {
	return null;
}
