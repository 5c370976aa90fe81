import type { ReactNode } from 'react';
import './image-picker.css';

/**
 * A row of square image thumbnails (picked or uploaded images), each with an optional action
 * over it (remove) and what follows the last (the add button).
 */
export const Thumbnails = (props: {
  urls: readonly string[];
  /** Each image's text alternative; empty for a preview whose remove button names it. */
  alt: (n: number) => string;
  size?: 'small' | 'large';
  testId?: string;
  action?: (n: number) => ReactNode;
  children?: ReactNode;
}) => (
  <ul
    className={`image-picker__images image-picker__images--${props.size ?? 'large'}`}
    data-testid={props.testId}
  >
    {props.urls.map((url, i) => (
      <li key={url} className="image-picker__thumb">
        <img src={url} alt={props.alt(i + 1)} />
        {props.action?.(i + 1)}
      </li>
    ))}
    {props.children}
  </ul>
);
