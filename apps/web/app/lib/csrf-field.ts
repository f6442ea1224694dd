/** Form field and API header that repeat the anti-forgery token (browser-safe: forms render it). */
export const CSRF_FIELD = "csrf";
