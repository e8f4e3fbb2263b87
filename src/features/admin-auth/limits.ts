/** Shortest password accepted anywhere: login form, CLI and ADMIN_PASSWORD (spec §9). */
export const MIN_PASSWORD_LENGTH = 6
