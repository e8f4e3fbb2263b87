/**
 * A portrait placeholder for a person without a photo yet: a head-and-shoulders silhouette on a
 * calm tone picked from the name, with the person's initials on a small badge. Plain SVG, no
 * download, the same picture on every run (scripts/portraits.ts writes the faculty files).
 */
const TONES = [210, 195, 170, 25, 265, 340, 140, 45]

function initials(name: string): string {
  const words = name.replace(/^(Dr|Shri|Smt|Ku|Late)\.?\s+/i, '').split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return picked.map((word) => word[0]!.toUpperCase()).join('')
}

function hueOf(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return TONES[hash % TONES.length]!
}

export function portraitSvg(name: string): string {
  const hue = hueOf(name)
  const text = initials(name).replace(/[^A-Z]/g, '')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">',
    `<rect width="240" height="240" fill="hsl(${hue},28%,88%)"/>`,
    `<circle cx="120" cy="96" r="46" fill="hsl(${hue},22%,62%)"/>`,
    `<path d="M34 240c4-54 40-86 86-86s82 32 86 86z" fill="hsl(${hue},22%,62%)"/>`,
    `<circle cx="186" cy="190" r="30" fill="hsl(${hue},40%,28%)" stroke="#fff" stroke-width="4"/>`,
    `<text x="186" y="200" text-anchor="middle" font-family="Georgia,serif" font-size="26" font-weight="700" fill="#fff">${text}</text>`,
    '</svg>',
  ].join('')
}
