import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryCarousel } from '@/services/content';
import { Link, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useLocalName } from '@/hooks/useText';
import type { CarouselLink } from '@/types';
import styles from '../index.less';

const INTERVAL_MS = 5000;

/**
 * Banner carousel. Hand-rolled (a few lines) rather than antd's slick-based Carousel to keep
 * home's first-load JS small; the first slide's image loads eagerly for the largest paint.
 */
export default function HomeCarousel({ seed }: { seed?: CarouselLink[] }) {
  const ln = useLocalName();
  const intl = useIntl();
  const to = usePrefixedPath();
  const req = useRequest(queryCarousel, { manual: !!seed });
  const { loading } = req;
  const data = req.data ?? seed;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = data?.length ?? 0;

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (loading && !data) return <Skeleton.Node active className={styles.carouselSkeleton} />;
  if (!data?.length) return null;
  return (
    <section
      className={styles.carousel}
      data-testid="home-carousel"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'market.home.carousel' })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {data.map((slide, i) => (
        <Link
          key={slide.id}
          to={to(slide.href)}
          className={styles.slide}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
          style={{ opacity: i === index ? 1 : 0, zIndex: i === index ? 1 : 0 }}
        >
          <img src={slide.image} alt="" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
          <div className={styles.slideText}>
            <strong>{ln(slide.title, slide.titleEn)}</strong>
            <span>{ln(slide.subtitle, slide.subtitleEn)}</span>
          </div>
        </Link>
      ))}
      <div className={styles.dots} role="tablist">
        {data.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-label={ln(slide.title, slide.titleEn)}
            className={i === index ? styles.dotActive : styles.dot}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
