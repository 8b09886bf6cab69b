// Runs before any module of the storefront is loaded: node's fetch needs an absolute API base.
process.env.API_URL = 'http://shop.test';

// jest-fixed-jsdom gives the page Node's FormData (MSW needs it), which cannot read a jsdom <form>;
// React builds one from a form whose submission navigates (the search box), as browsers can.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const field of Array.from(form?.elements ?? [])) {
      if (field instanceof HTMLInputElement && field.name && !field.disabled) this.append(field.name, field.value);
    }
  }
};
