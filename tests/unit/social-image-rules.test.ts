import { describe, expect, it } from 'vitest';
import { resolverModules } from '../../demo/server/graphql/resolvers/index.ts';
import { readImageUpload } from '../../demo/server/graphql/resolvers/social-upload.ts';
import { MAX_POST_IMAGE_BYTES, RASTER_IMAGE_TYPES } from '../../src/shared/images/raster-images.ts';
import { GIF, JPEG, pngOf, WEBP } from '../support/image-files.ts';
import { imageFileProblem, socialImageActions } from '../../src/areas/posts/model/social-image-rules.ts';

// The page checks a file by the rules the service reads too (src/shared/images), and offers the image actions the
// service allows: this file holds both to the service's own code, which src/ may not import.
const serviceMutations: Record<string, { capability?: string }> = Object.assign(
  {},
  ...resolverModules.map((module) => module.Mutation ?? {}),
);

// A real 1 × 1 picture of each accepted format (the service reads its header), filled up to `size` bytes.
const PICTURES: Record<string, Uint8Array> = { 'image/png': pngOf(1), 'image/jpeg': JPEG, 'image/gif': GIF, 'image/webp': WEBP };
const fileOf = (type: string, size = 128, picture = PICTURES[type] ?? new Uint8Array(0)) => {
  const bytes = new Uint8Array(size);
  bytes.set(picture.subarray(0, size));
  return new File([bytes], 'photo', { type });
};

describe('which files the page lets through', () => {
  it('takes exactly the types the service takes, and the service takes each of them', async () => {
    for (const type of RASTER_IMAGE_TYPES) {
      expect(imageFileProblem(fileOf(type)), type).toBeNull();
      await expect(readImageUpload('file', fileOf(type)), type).resolves.toMatchObject({ contentType: type });
    }
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf', 'image/heic', '']) {
      expect(imageFileProblem(fileOf(type)), type).toEqual({ kind: 'type', type });
      await expect(readImageUpload('file', fileOf(type)), type).rejects.toThrow(/PNG, JPEG, WebP or GIF/);
    }
  });

  it('reads the type case-insensitively, as the service does', () => {
    expect(imageFileProblem({ type: 'IMAGE/PNG', size: 10 })).toBeNull();
  });

  it('refuses an empty file and one over 5 MiB, and takes one of exactly 5 MiB', async () => {
    expect(imageFileProblem(fileOf('image/png', 0))).toEqual({ kind: 'empty' });
    expect(imageFileProblem({ type: 'image/png', size: MAX_POST_IMAGE_BYTES + 1 })).toEqual({
      kind: 'tooLarge',
      bytes: MAX_POST_IMAGE_BYTES + 1,
    });
    expect(imageFileProblem({ type: 'image/png', size: MAX_POST_IMAGE_BYTES })).toBeNull();
    await expect(readImageUpload('file', fileOf('image/png', MAX_POST_IMAGE_BYTES + 1))).rejects.toThrow(/at most 5 MiB/);
    await expect(readImageUpload('file', fileOf('image/png', MAX_POST_IMAGE_BYTES))).resolves.toBeDefined();
  });
});

describe('which image actions a person is offered', () => {
  const original = { originalUrl: 'https://media.example/first.png' };
  const replaced = { originalUrl: null };

  it('asks of each the capability its mutation’s resolver checks (QC deliberately staff only: see the rule)', () => {
    expect(serviceMutations.socialMediaManualUploadImage!.capability).toBe('review');
    for (const mutation of [
      'selectShutterstockSocialMediaImage',
      'selectShutterStockWithBannerBearSocialMediaImage',
      'updateSocialMediaImageWithBannerBear',
      'revertToOriginalSocialMediaImage',
    ]) {
      expect(serviceMutations[mutation]!.capability, mutation).toBe('staff');
    }
    expect(serviceMutations.modifySocialMediaImageHumanQC!.capability).toBe('review');
  });

  it('offers the firm’s reviewers an upload only, with or without an image', () => {
    for (const role of ['ACCOUNT_OWNER', 'USER_MANAGER', 'USER'] as const) {
      expect(socialImageActions([role], 'ReadyForExternalReview', original), role).toEqual(['upload']);
      expect(socialImageActions([role], 'New', null), role).toEqual(['upload']);
    }
    expect(socialImageActions(['PPC_ADMIN'], 'ReadyForExternalReview', original)).toEqual([]);
  });

  it('offers staff every change; a template, revert and QC need an image, revert an original to go back to', () => {
    expect(socialImageActions(['FIRM_PILOT_ADMIN'], 'ReadyForExternalReview', original)).toEqual([
      'upload',
      'shutterstock',
      'applyTemplate',
      'revert',
      'qc',
    ]);
    expect(socialImageActions(['FIRM_PILOT_ADMIN'], 'ReadyForExternalReview', replaced)).toEqual([
      'upload',
      'shutterstock',
      'applyTemplate',
      'qc',
    ]);
    expect(socialImageActions(['FIRM_PILOT_ADMIN'], 'New', null)).toEqual(['upload', 'shutterstock']);
  });

  it('offers nothing on a published or canceled job, where the service refuses every image change', () => {
    for (const status of ['Published', 'Canceled']) {
      expect(socialImageActions(['FIRM_PILOT_ADMIN'], status, original), status).toEqual([]);
      expect(socialImageActions(['ACCOUNT_OWNER'], status, null), status).toEqual([]);
    }
  });
});
