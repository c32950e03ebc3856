import { queryHomeGames } from '@/services/market';
import { useRequest } from 'ahooks';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { HomeNews, HomeNotices } from './components/ContentLists';
import EntryCards from './components/EntryCards';
import GameGrid from './components/GameGrid';
import GoldRanking from './components/GoldRanking';
import HomeCarousel from './components/HomeCarousel';
import LatestTrades from './components/LatestTrades';
import PriceTrend from './components/PriceTrend';
import QuickSearch from './components/QuickSearch';

/**
 * Home: what a visitor sees first. Every block loads on its own (skeleton, error with retry, empty),
 * and nothing here pulls ProComponents or a chart library into the first load.
 */
export default function Home() {
  const games = useRequest(queryHomeGames);
  const goldGames = (games.data ?? []).filter((g) => g.categories.some((c) => c.kind === 'gold'));
  const [chosen, setChosen] = useState<string>();
  // ranking and trend follow the same game: the first hot currency game until the user picks one
  const gameId = chosen ?? goldGames[0]?.id;
  const gameCode = goldGames.find((g) => g.id === gameId)?.code ?? 'wow';

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={17}>
        <HomeCarousel />
      </Col>
      <Col xs={24} lg={7}>
        <QuickSearch games={games.data} />
      </Col>
      <Col xs={24} lg={17}>
        <GameGrid hot={games.data} loading={games.loading} error={games.error} onRetry={games.refresh} />
      </Col>
      <Col xs={24} lg={7}>
        <EntryCards gameCode={gameCode} />
      </Col>
      <Col xs={24} lg={10}>
        <GoldRanking games={goldGames} gameId={gameId} onGameChange={setChosen} />
      </Col>
      <Col xs={24} lg={14}>
        <PriceTrend games={goldGames} gameId={gameId} onGameChange={setChosen} />
      </Col>
      <Col xs={24} lg={10}>
        <LatestTrades />
      </Col>
      <Col xs={24} lg={7}>
        <HomeNotices />
      </Col>
      <Col xs={24} lg={7}>
        <HomeNews />
      </Col>
    </Row>
  );
}
