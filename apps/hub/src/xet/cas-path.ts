/**
 * The path under the hub's origin where the Xet CAS routes live (`casUrl` = origin + this). Its
 * requests carry Xet access tokens, not user tokens: the user authentication leaves them alone.
 */
export const CAS_PATH = "/xet-cas";
