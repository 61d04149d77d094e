
type Props = {
  src: string | null;
  className: string;
  width: number;
  height: number;
  /** One of the first pictures in sight, the page's largest paint: asked for at once and first. */
  priority?: boolean;
};

/**
 * A tile's picture, loaded when it comes near the screen, in a frame of fixed proportions so
 * nothing moves when it arrives. It is decoration: the tile's name says what it is. A picture that
 * fails is logged to the console only (shell-and-content §8); the frame stays. A picture the first
 * paint carried in the page is drawn from there.
 */
export function TileImage({ src, className, width, height, priority = false }: Props) {
  return (
    <span className={`${className} tile-image`}>
      {src === null ? null : (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => console.warn(`Game image failed to load: ${src}`)}
        />
      )}
    </span>
  );
}
