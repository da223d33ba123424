/**
 * How long a session lives on the server. Without "remember me" the cookie ends with the browser,
 * but a copied token must not outlive a working day; with it, the session lasts thirty days.
 */
export const SESSION_S = 60 * 60 * 12;
export const REMEMBERED_SESSION_S = 60 * 60 * 24 * 30;
