// Runs before any module of the storefront is loaded: node's fetch needs an absolute API base.
process.env.API_URL = 'http://shop.test';
