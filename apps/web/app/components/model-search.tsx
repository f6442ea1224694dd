/**
 * The models search (GET /models?search=…): a search box labelled for screen readers and, when
 * `buttonClassName` is given, a Search button. The header, the home page and the error page carry one.
 */
export function ModelSearch({
	id,
	placeholder = "Search models…",
	formClassName,
	inputClassName,
	buttonClassName,
}: {
	id: string;
	placeholder?: string;
	formClassName: string;
	inputClassName: string;
	buttonClassName?: string;
}) {
	return (
		<form action="/models" method="get" role="search" className={formClassName}>
			<label htmlFor={id} className="sr-only">
				Search models
			</label>
			<input id={id} name="search" type="search" placeholder={placeholder} className={inputClassName} />
			{buttonClassName ? (
				<button type="submit" className={buttonClassName}>
					Search
				</button>
			) : null}
		</form>
	);
}
