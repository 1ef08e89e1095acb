import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '../../contract/branding';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors';
import { LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from './logo-files';

/**
 * The uploaded logo's bytes, read with the one enforced limit (LOGO_MAX_BYTES, 1 MB): a bigger
 * file is cut off by the multipart parser and refused with 413 before anything decodes it. §7
 * names the form field: `file` for the branding form's upload, `logo` for the logo card.
 */
export async function readLogoUpload(request: FastifyRequest, field: 'file' | 'logo'): Promise<Buffer> {
  const expected = `Send the logo as a file in the form field "${field}"`;
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError(`${expected} (multipart/form-data).`);
  const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== field) throw new AppError(400, `${expected}.`, 'VALIDATION_ERROR');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(LOGO_TOO_LARGE);
    throw err;
  }
  // The declared type and name are the sender's say-so: the pipeline looks at the bytes.
  if (bytes.length === 0) throw new UnsupportedMediaTypeError(LOGO_WRONG_TYPE);
  return bytes;
}
