import RouteScreen from '@/components/RouteScreen';

export default RouteScreen;
