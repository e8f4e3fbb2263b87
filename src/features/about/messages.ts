/** Spec §8, shown by the API and the admin panel alike; zod-free so the dashboard can import it. */
export const MISSION_VISION_EMPTY = "Mission & Vision can't be empty!"

/** Shown after "Error: " when the foundation entries could not be read (the cause goes to the log only). */
export const FOUNDATION_UNAVAILABLE = 'The foundation entries could not be loaded. Please try again later.'
