// The shop in Tbilisi on OpenStreetMap's embeddable map (no API key, no cookies).
const shop = { lat: 41.7151, lon: 44.7871 };
const span = 0.012;

export const mapEmbedUrl =
  'https://www.openstreetmap.org/export/embed.html?' +
  new URLSearchParams({
    bbox: [shop.lon - span, shop.lat - span / 2, shop.lon + span, shop.lat + span / 2].join(','),
    layer: 'mapnik',
    marker: `${shop.lat},${shop.lon}`,
  });
