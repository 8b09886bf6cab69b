import type { FastifyRequest } from 'fastify';
import type { ShopRoutes } from '../../context';
import { ShopError } from '../../domain/errors';
import { presentAdminProduct } from '../products/products.admin.service';
import { CATEGORY_PICTURE, NEWS_PICTURE, uploadRecordImage } from '../records/recordImage.service';
import { actorOf } from '../operators/operators.service';
import {
  addProductImage,
  arrangeProductImages,
  removeProductImage,
  setProductSheet,
} from '../products/productMedia.service';
import { operatorIn } from '../../auth/adminAccess';
import {
  addProductImageSchema,
  categoryImageSchema,
  arrangeProductImagesSchema,
  newsImageSchema,
  productSheetSchema,
  removeProductImageSchema,
} from './uploads.admin.schemas';

// Uploads of a product's pictures and PDF and of a category's or news story's picture: the file itself is the body (the browser's File, with its
// type), read whole up to a limit here alone, and checked by its content (modules/uploads/uploadedMedia.service.ts), so
// a declared type or a name proves nothing. Their schemas: uploads.admin.schemas.ts.

const IMAGE_LIMIT = 10 * 1024 * 1024;
const PDF_LIMIT = 20 * 1024 * 1024;

/** the uploaded file; a JSON or form body is not one */
function fileIn(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) throw new ShopError(415, 'unsupported_media_type');
  return request.body;
}

const uploadRoutes: ShopRoutes = async (app, shop) => {
  const asFile = (limit: number) => ({ parseAs: 'buffer', bodyLimit: limit }) as const;
  const keep = (_request: FastifyRequest, body: Buffer | string, done: (error: null, body: unknown) => void) =>
    done(null, body);
  // any picture type (a GIF gets the translated 422 of its content, not a bare 415), and the type a
  // browser gives a file it cannot name
  app.addContentTypeParser(/^image\//, asFile(IMAGE_LIMIT), keep);
  app.addContentTypeParser('application/octet-stream', asFile(IMAGE_LIMIT), keep);
  app.addContentTypeParser('application/pdf', asFile(PDF_LIMIT), keep);
  const actor = (request: FastifyRequest) => actorOf(operatorIn(request).operator);

  app.post(
    '/products/:id/images',
    {
      config: { access: 'catalogue' },
      schema: addProductImageSchema,
    },
    async (request) =>
      presentAdminProduct(await addProductImage(shop, actor(request), request.params.id, fileIn(request)), true),
  );

  app.delete(
    '/products/:id/images/:n',
    {
      config: { access: 'catalogue' },
      schema: removeProductImageSchema,
    },
    async (request) =>
      presentAdminProduct(await removeProductImage(shop, actor(request), request.params.id, request.params.n), true),
  );

  app.put(
    '/products/:id/images',
    {
      config: { access: 'catalogue' },
      schema: arrangeProductImagesSchema,
    },
    async (request) =>
      presentAdminProduct(
        await arrangeProductImages(shop, actor(request), request.params.id, request.body.images, request.body.alts),
        true,
      ),
  );

  app.post(
    '/categories/:id/image',
    {
      config: { access: 'catalogue' },
      schema: categoryImageSchema,
    },
    // a record of the generic resources (modules/records/records.admin.routes.ts), shaped by the response schema as theirs are
    async (request) =>
      uploadRecordImage(shop, actor(request), CATEGORY_PICTURE, request.params.id, fileIn(request)) as never,
  );

  app.post(
    '/news/:id/image',
    {
      config: { access: 'content' },
      schema: newsImageSchema,
    },
    async (request) =>
      uploadRecordImage(shop, actor(request), NEWS_PICTURE, request.params.id, fileIn(request)) as never,
  );

  app.put(
    '/products/:id/pdf',
    {
      config: { access: 'catalogue' },
      schema: productSheetSchema,
    },
    async (request) =>
      presentAdminProduct(await setProductSheet(shop, actor(request), request.params.id, fileIn(request)), true),
  );
};

export default uploadRoutes;
