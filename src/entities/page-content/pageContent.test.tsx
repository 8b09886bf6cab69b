import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { apiBase, server } from '@/test/msw';
import { policyKinds, useAbout, useFaq, usePartners, usePolicy } from '.';

const page = (html: unknown) => HttpResponse.json({ data: { translations: [{ html }] } });

describe('the informational pages', () => {
  it('reads the about page’s HTML in the page language', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(`${apiBase}/api/about`, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return page('<p>Astro</p>');
      }),
    );
    const { result } = renderEntityHook(useAbout, { path: '/ka/about' });
    await waitFor(() => expect(result.current.data).toBe('<p>Astro</p>'));
    expect(languages).toEqual(['ka']);
  });

  it('asks each policy at its own address', async () => {
    // the spec's five, and our server's privacy notice
    expect(policyKinds).toEqual(['personal', 'delivery', 'return', 'warranty', 'cookie', 'privacy']);
    server.use(http.get(`${apiBase}/api/:policy`, ({ params }) => page(`<p>${String(params.policy)}</p>`)));
    const { result } = renderEntityHook(() => usePolicy('warranty'));
    await waitFor(() => expect(result.current.data).toBe('<p>warranty-policy</p>'));
    const privacy = renderEntityHook(() => usePolicy('privacy'));
    await waitFor(() => expect(privacy.result.current.data).toBe('<p>privacy-policy</p>'));
  });

  it('is no HTML when the body has none', async () => {
    server.use(http.get(`${apiBase}/api/about`, () => HttpResponse.json({ data: 'nope' })));
    const { result } = renderEntityHook(useAbout);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('reads the questions and the partners, numbering entries without an id', async () => {
    server.use(
      http.get(`${apiBase}/api/faq`, () =>
        HttpResponse.json({
          data: [{ id: 4, translations: [{ question: 'Delivery?', answer: '<p>Yes</p>' }] }, { translations: [] }],
        }),
      ),
      http.get(`${apiBase}/api/partners`, () =>
        HttpResponse.json({ data: [{ id: '2', link: 'https://nasa.gov', img: 'nasa.png' }, 'junk'] }),
      ),
    );
    const faq = renderEntityHook(useFaq);
    const partners = renderEntityHook(usePartners);
    await waitFor(() => expect(faq.result.current.data).toBeDefined());
    expect(faq.result.current.data).toEqual([
      { id: 4, question: 'Delivery?', answer: '<p>Yes</p>' },
      { id: 1, question: null, answer: null },
    ]);
    await waitFor(() => expect(partners.result.current.data).toBeDefined());
    expect(partners.result.current.data).toEqual([
      { id: 2, link: 'https://nasa.gov', img: 'nasa.png' },
      { id: 1, link: null, img: null },
    ]);
  });
});
