/** " with its 3 photos": the English words for the gallery photos kept with a bin entry (docs/decisions/271). */
export function withPhotosWords(photos: number): string {
  return photos === 0 ? '' : photos === 1 ? ' with its photo' : ` with its ${photos} photos`
}

/** The same in Hindi, after the name: " और उसके 3 फ़ोटो". */
export function withPhotosHindi(photos: number): string {
  return photos === 0 ? '' : photos === 1 ? ' और उसका फ़ोटो' : ` और उसके ${photos} फ़ोटो`
}
