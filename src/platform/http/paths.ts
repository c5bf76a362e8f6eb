/** The platform API's base on the gateway's origin, and the one call the http layer makes by itself. */
export const PLATFORM_BASE = '/api/jy-turing-platform';
export const REFRESH_PATH = '/open/refreshToken';
