import { image } from '@lotto/contract/endpoints/feedback';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../api/fake-api.test-support';
import { sequences, useFetchedUrls } from './image-urls';
import { Thumbnails } from './Thumbnails';

const Uploaded = ({ count }: { count: number }) => {
  const urls = useFetchedUrls(
    image,
    sequences(count).map((sequence) => ({ id: 4, sequence })),
  );
  return <Thumbnails urls={urls} alt={(n) => `Image ${n}`} size="small" />;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the uploaded images loader', () => {
  it("fetches each of a record's images with the session and shows them as thumbnails", async () => {
    const sent = fakeApi({});
    render(<Uploaded count={2} />);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(sent.map((s) => s.path)).toEqual([
      '/wps/feedback/4/images/1',
      '/wps/feedback/4/images/2',
    ]);
    expect(screen.getByAltText('Image 2').getAttribute('src')).toMatch(/^blob:/);
  });
});
