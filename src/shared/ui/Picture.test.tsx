import { render, screen } from '@testing-library/react';
import { Picture } from './Picture';

describe('a picture', () => {
  it('stands in with the drawn night sky, in the same box, where there is none (a new story, a product)', () => {
    const { container } = render(<Picture src={undefined} alt="" width={640} height={360} />);
    expect(container.querySelector('img')).toBeNull();
    const fallback = screen.getByTestId('no-picture');
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
    expect(fallback.querySelector('svg')).not.toBeNull();
    expect(getComputedStyle(fallback).aspectRatio.replace(/ /g, '')).toBe('640/360');
  });

  it('shows the picture when there is one', () => {
    render(<Picture src="/storage/uploads/news/first-light.webp" alt="First light" width={640} height={360} />);
    expect(screen.getByRole('img', { name: 'First light' })).toHaveAttribute(
      'src',
      '/storage/uploads/news/first-light.webp',
    );
  });
});
