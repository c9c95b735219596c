// The operator families of the Rx scenarios (see RxScenarios.swift), compiled with it against
// RxSwift and against RxStyle. Each maps a chain of `Observable<Int>` to another, and may use a
// second source and the scenario's test scheduler.
import Foundation
import RxCocoa  // replaced by the script
import RxRelay  // replaced by the script
import RxSwift  // replaced by the script
import RxTest  // replaced by the script

func sum(_ values: [Int]) -> Int { values.reduce(0, +) * 100 + values.count }

/// The resource of `using`, which logs its disposal.
final class Resource: Disposable {
  let log: Log
  init(_ log: Log) { self.log = log }
  func dispose() { log.add("X resource disposed") }
}

let families: [Family] = [
  Family("map") { p, _, _ in p.map { $0 * 2 } },
  Family("filter") { p, _, _ in p.filter { $0 % 2 == 0 } },
  Family("compactMap") { p, _, _ in p.compactMap { $0 % 3 == 0 ? nil : $0 } },
  Family("scan") { p, _, _ in p.scan(0, accumulator: +) },
  Family("reduce") { p, _, _ in p.reduce(0, accumulator: +) },
  Family("take") { p, _, _ in p.take(2) },
  Family("take(0)") { p, _, _ in p.take(0) },
  Family("skip") { p, _, _ in p.skip(1) },
  Family("takeLast") { p, _, _ in p.takeLast(2) },
  Family("take(while:)") { p, _, _ in p.take(while: { $0 < 7 }) },
  Family("take(while:inclusive)") { p, _, _ in p.take(while: { $0 < 7 }, behavior: .inclusive) },
  Family("skip(while:)") { p, _, _ in p.skip(while: { $0 < 5 }) },
  Family("take(until:predicate)") { p, _, _ in p.take(until: { $0 > 6 }, behavior: .inclusive) },
  Family("take(for:)") { p, _, log in p.take(for: .seconds(5), scheduler: log.scheduler) },
  Family("skip(for:)") { p, _, log in p.skip(.seconds(3), scheduler: log.scheduler) },
  Family("take(until:)") { p, o, _ in p.take(until: o()) },
  Family("skip(until:)") { p, o, _ in p.skip(until: o()) },
  Family("distinctUntilChanged") { p, _, _ in p.map { $0 / 3 }.distinctUntilChanged() },
  Family("distinctUntilChanged(key)") { p, _, _ in p.distinctUntilChanged { $0 % 4 } },
  Family("startWith") { p, _, _ in p.startWith(100, 101) },
  Family("concat") { p, o, _ in p.concat(o()) },
  Family("merge") { p, o, _ in Observable.merge(p, o()) },
  Family("zip") { p, o, _ in Observable.zip(p, o()) { $0 * 100 + $1 } },
  Family("combineLatest") { p, o, _ in Observable.combineLatest(p, o()) { $0 * 100 + $1 } },
  Family("withLatestFrom") { p, o, _ in p.withLatestFrom(o()) },
  Family("withLatestFrom(selector)") { p, o, _ in p.withLatestFrom(o()) { $0 * 100 + $1 } },
  Family("flatMap") { p, _, log in p.flatMap { inner($0, log) } },
  Family("flatMapLatest") { p, _, log in p.flatMapLatest { inner($0, log) } },
  Family("flatMapFirst") { p, _, log in p.flatMapFirst { inner($0, log) } },
  Family("concatMap") { p, _, log in p.concatMap { inner($0, log) } },
  Family("merge(maxConcurrent:)") { p, _, log in p.map { inner($0, log) }.merge(maxConcurrent: 2) },
  Family("switchLatest") { p, _, log in p.map { inner($0, log) }.switchLatest() },
  Family("catch") { p, o, _ in p.catch { _ in o() } },
  Family("catchAndReturn") { p, _, _ in p.catchAndReturn(99) },
  Family("retry") { p, _, _ in p.retry(2) },
  Family("retry(when:)") { p, _, log in
    p.retry { errors in
      errors.enumerated().flatMap { index, error -> Observable<Int> in
        index < 2 ? Observable<Int>.timer(.seconds(1), scheduler: log.scheduler) : Observable.error(error)
      }
    }
  },
  Family("debounce") { p, _, log in p.debounce(.seconds(2), scheduler: log.scheduler) },
  Family("throttle(latest)") { p, _, log in p.throttle(.seconds(3), scheduler: log.scheduler) },
  Family("throttle(first)") { p, _, log in p.throttle(.seconds(3), latest: false, scheduler: log.scheduler) },
  Family("delay") { p, _, log in p.delay(.seconds(2), scheduler: log.scheduler) },
  Family("delaySubscription") { p, _, log in p.delaySubscription(.seconds(2), scheduler: log.scheduler) },
  Family("timeout") { p, _, log in p.timeout(.seconds(4), scheduler: log.scheduler) },
  Family("timeout(other)") { p, o, log in p.timeout(.seconds(3), other: o(), scheduler: log.scheduler) },
  Family("sample") { p, o, _ in p.sample(o()) },
  Family("sample(defaultValue:)") { p, o, _ in p.sample(o(), defaultValue: -5) },
  Family("buffer") { p, _, log in p.buffer(timeSpan: .seconds(4), count: 2, scheduler: log.scheduler).map(sum) },
  Family("window") { p, _, log in
    p.window(timeSpan: .seconds(4), count: 3, scheduler: log.scheduler).enumerated()
      .flatMap { index, window in window.map { index * 100 + $0 } }
  },
  Family("amb") { p, o, _ in p.amb(o()) },
  Family("materialize") { p, _, _ in p.materialize().map(encoded) },
  Family("dematerialize") { p, _, _ in p.materialize().dematerialize() },
  Family("single") { p, _, _ in p.single() },
  Family("single(predicate)") { p, _, _ in p.single { $0 > 5 } },
  Family("element(at:)") { p, _, _ in p.element(at: 1) },
  Family("ignoreElements") { p, _, _ in p.ignoreElements().asCompletable().andThen(Observable.just(100)) },
  Family("ifEmpty(default:)") { p, _, _ in p.filter { $0 > 6 }.ifEmpty(default: 42) },
  Family("ifEmpty(switchTo:)") { p, o, _ in p.filter { $0 > 6 }.ifEmpty(switchTo: o()) },
  Family("do") { p, _, log in
    p.do(
      onNext: { log.add("X next \($0)") }, afterNext: { log.add("X after \($0)") },
      onError: { log.add("X error \(name(of: $0))") }, onCompleted: { log.add("X completed") },
      onSubscribe: { log.add("X subscribe") }, onSubscribed: { log.add("X subscribed") },
      onDispose: { log.add("X dispose") })
  },
  Family("enumerated") { p, _, _ in p.enumerated().map { $0.index * 100 + $0.element } },
  Family("groupBy") { p, _, _ in p.groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 100 + $0 } } },
  Family("toArray") { p, _, _ in p.toArray().map(sum).asObservable() },
  Family("observe(on:)") { p, _, log in p.observe(on: log.scheduler) },
  Family("subscribe(on:)") { p, _, log in p.subscribe(on: log.scheduler) },
  Family("interval") { p, _, log in
    Observable<Int>.interval(.seconds(3), scheduler: log.scheduler).take(until: p.materialize().skip(1))
  },
  Family("timer") { p, _, log in
    p.flatMap { value in Observable<Int>.timer(.seconds(abs(value) % 4), scheduler: log.scheduler).map { _ in value } }
  },
  Family("asSingle") { p, _, _ in p.asSingle().map { $0 + 1 }.asObservable() },
  Family("asMaybe") { p, _, _ in p.asMaybe().asObservable() },
  Family("first") { p, _, _ in p.first().map { $0 ?? -1 }.asObservable() },
  Family("Single.flatMap") { p, _, log in p.take(1).asSingle().flatMap { inner($0, log).asSingle() }.asObservable() },
  Family("Maybe.ifEmpty") { p, _, _ in p.filter { $0 > 6 }.take(1).asMaybe().ifEmpty(default: -7).asObservable() },
  Family("Completable.andThen") { p, o, _ in p.ignoreElements().asCompletable().andThen(o()) },
  Family("asDriver") { p, _, _ in p.asDriver(onErrorJustReturn: -1).map { $0 + 1 }.asObservable() },
  Family("asSignal") { p, _, _ in p.asSignal(onErrorJustReturn: -1).asObservable() },
  Family("Driver.flatMapLatest") { p, _, log in
    p.asDriver(onErrorDriveWith: .empty()).flatMapLatest { inner($0, log).asDriver(onErrorJustReturn: -4) }
      .asObservable()
  },
  Family("asInfallible") { p, _, _ in p.asInfallible(onErrorJustReturn: -1).asObservable() },
  Family("share(inner)") { p, _, _ in
    let shared = p.share()
    return Observable.zip(shared, shared.skip(1)) { $0 * 100 + $1 }
  },
  Family("using") { p, _, log in
    Observable.using({ Resource(log) }, observableFactory: { _ in p })
  },
  Family("deferred") { p, _, log in
    Observable.deferred {
      log.add("X deferred")
      return p
    }
  },
  Family("reduce(mapResult:)") { p, _, _ in p.reduce(1, accumulator: { ($0 * 2 + $1) % 1000 }, mapResult: { $0 * 3 }) },
  Family("zip(array)") { p, o, _ in Observable.zip([p, o(), p.map { $0 + 1 }]).map(sum) },
  Family("combineLatest(array)") { p, o, _ in Observable.combineLatest([p, o()]).map(sum) },
  Family("concat(array)") { p, o, _ in Observable.concat([p, Observable.just(50), o()]) },
]
