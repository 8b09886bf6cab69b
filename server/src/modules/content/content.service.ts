// News, FAQ, partners, the contact card and the HTML pages, as the content routes read them: the
// repository's reads as they are (nothing is computed or cached on the way).

export { allFaq, allPartners, findContact, findNews, findPage, newsPage } from './content.repository';
