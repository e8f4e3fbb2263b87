/**
 * The accessibility statement (/accessibility): what the public site aims at, what it does, what is
 * known not to work yet, and how to report a barrier. Facts only; the college reviews the date.
 * Each known limit names the WCAG criteria it fails in brackets, "(WCAG 2.2.1)"; the Hindi
 * statement's limits name the same ones, and both name exactly the criteria that
 * docs/accessibility-audit.md marks "fails" (tests/unit/accessibility-audit.test.ts).
 */
export const accessibilityStatement = {
  /** SAMPLE: the date the statement was last reviewed. */
  reviewed: '2026-11-29',
  standard:
    'We aim for the public pages of this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the current W3C recommendation; it includes WCAG 2.1 AA, on which the Guidelines for Indian Government Websites (GIGW 3.0) and rule 15 of the Rights of Persons with Disabilities Rules, 2017 build. The admin panel (its sign-in page and every panel) is held to the same level, on phones and computers.',
  whatWeDo: [
    'Every page works with a keyboard alone, with a visible focus ring and a "Skip to content" link; the focused item is never hidden under the page header, under an open menu or outside a scrolling column. The menu, the Course list and the search close with the Escape key wherever focus is, with or without JavaScript. The event gallery\'s photo viewer keeps keyboard focus inside it until it is closed, with or without JavaScript.',
    'Every heading, region and form field is announced by screen readers as soon as the page has loaded, without scrolling.',
    'Everything that moves (the banner slideshow, the gallery, the testimonials and the news columns) has a Pause control, stops while it has keyboard focus, and stands still when your device asks for reduced motion.',
    'Forms mark required fields before you submit, and say which field needs attention and what to fix, with and without JavaScript; a form that is refused comes back with everything you typed (without JavaScript the text is kept on our server for ten minutes, never in the address).',
    'Pages reflow to a 320 px wide screen and at 400% zoom, where the header scrolls away instead of covering the page; text can be enlarged and spaced out without loss of content.',
    'Text, form field borders and focus rings have enough contrast; the current page in the menu is underlined, not shown by colour alone. Buttons and links outside sentences are at least 24 by 24 pixels, or have that much room around them.',
    'Signing in to the admin panel accepts a pasted password and password managers, and asks no puzzle; an admin form refused for a mistake keeps what was typed, and every drag-and-drop upload also has a button. In the panel, an action that opens, closes or removes something moves focus to a named place (the heading it opens, the field it shows, the next row), and two minutes before a session ends a warning says so with a "Stay signed in" button that extends it.',
    'The college\'s phone numbers, e-mail address and this statement are in the footer of every page, in the same order. Pages are checked by hand (keyboard, screen reader, reduced motion, text spacing) and by automated tests on every change.',
  ],
  knownLimits: [
    'Photographs of events are described by their category and number until the college office writes a description for each. Without JavaScript, the Escape key does not close the photo viewer: use its Close link or the browser\'s Back button.',
    'The site is in English and Hindi; news and notices staff write appear in the language they were written in until they are translated.',
    'Documents published by other bodies (for example university notices) may be scanned images; ask us for a text copy.',
  ],
} as const
