// The catalogue's lists the page offers: its own module, so the route's loader (in the route table every
// first paint loads) asks for the same list as the eyepiece picker without taking the picker's code along.

/** the catalogue's category of eyepieces, its descendants included */
export const EYEPIECES = 'eyepieces';

/** the eyepieces the picker offers, by name */
export const EYEPIECE_CHOICES = { slug: EYEPIECES, sort: 'name-asc', page: 1 } as const;
