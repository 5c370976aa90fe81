import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Multipart bodies (form-data with files), read in the route's own scope only: the text fields
 * become the body its schema checks, the files are buffered for the handler, which decides what
 * it accepts from their bytes. Nothing is written to disk here.
 */

export interface UploadedFile {
  field: string;
  /** The name the client gave; never trusted for the type. */
  fileName: string;
  bytes: Buffer;
  /** The file was longer than the route's limit: `bytes` holds only the start of it. */
  truncated: boolean;
}

export interface MultipartLimits {
  /** Largest file the handler may accept; one byte more is read to tell it was longer. */
  fileBytes: number;
  /** Most files the handler may accept; one more is read to tell there were more. */
  files: number;
  /** Longest text field. */
  fieldBytes: number;
}

const multipartFiles = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The files of a multipart request, read when its body was. */
export const filesOf = (request: FastifyRequest): UploadedFile[] =>
  multipartFiles.get(request) ?? [];

export const registerMultipart = async (scope: FastifyInstance, limits: MultipartLimits) => {
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: limits.fileBytes + 1,
      files: limits.files + 1,
      fieldSize: limits.fieldBytes,
      fields: 10,
      parts: limits.files + 11,
    },
  });
};

/** Reads every part: text fields into the body, files into buffers. */
export const readMultipart = async (request: FastifyRequest): Promise<Record<string, string>> => {
  if (!request.isMultipart()) throw new AppError('request.body.invalid');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      files.push({
        field: part.fieldname,
        fileName: part.filename,
        bytes,
        truncated: part.file.truncated,
      });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  multipartFiles.set(request, files);
  return fields;
};
