/** Spec §8, shown by the API and the admin panel alike; zod-free so the dashboard can import it. */
export const MISSION_VISION_EMPTY = "Mission & Vision can't be empty!"
