import Foundation
import RxStyle
import RxStyleTest
import XCTest

/// The names code written for RxSwift spells, which stand for types this module already has.
final class AnchorNamesTests: RxStyleTestCase {
  func test_rxObservable_isObservable() {
    let numbers: RxObservable<Int> = .of(1, 2)
    let observable: Observable<Int> = numbers
    XCTAssertEqual(record(observable), [.next(1), .next(2), .completed])
  }

  func test_typeAliases_nameTheTypesTheyStandFor() {
    XCTAssertTrue(PublishSubject<Int>.SubjectObserverType.self == PublishSubject<Int>.self)
    XCTAssertTrue(BehaviorSubject<Int>.SubjectObserverType.self == BehaviorSubject<Int>.self)
    XCTAssertTrue(ReplaySubject<Int>.SubjectObserverType.self == ReplaySubject<Int>.self)
    XCTAssertTrue(AsyncSubject<Int>.SubjectObserverType.self == AsyncSubject<Int>.self)
    XCTAssertTrue(SerialDispatchQueueScheduler.Time.self == Date.self)
    XCTAssertTrue(ConcurrentDispatchQueueScheduler.TimeInterval.self == Foundation.TimeInterval.self)
    XCTAssertTrue(ConcurrentMainScheduler.Time.self == Date.self)
    XCTAssertTrue(Binder<String>.Element.self == String.self)
  }

  /// Each disposable class stands alone, so the compiler checks its own `Sendable` state.
  func test_disposables_haveNoCommonBaseClass_andAreSendable() {
    let disposables: [any Disposable & AnyObject] = [
      CompositeDisposable(), SerialDisposable(), SingleAssignmentDisposable(),
      RefCountDisposable(disposable: Disposables.create()), BooleanDisposable(),
    ]
    for disposable in disposables {
      XCTAssertNil(Mirror(reflecting: disposable).superclassMirror, "\(type(of: disposable))")
    }
    let bag: any Sendable = DisposeBag()
    XCTAssertNil(Mirror(reflecting: bag).superclassMirror)
  }

  /// Generic code over the protocol, as RxSwift declares these aliases, finds them.
  func test_primitiveObserverAliases_areDeclaredOnTheProtocol() {
    func singleObserver<S: PrimitiveSequenceType>(_: S.Type) -> Any.Type where S.Trait == SingleTrait {
      S.SingleObserver.self
    }
    func maybeObserver<S: PrimitiveSequenceType>(_: S.Type) -> Any.Type where S.Trait == MaybeTrait {
      S.MaybeObserver.self
    }
    func completableObserver<S: PrimitiveSequenceType>(_: S.Type) -> Any.Type
    where S.Trait == CompletableTrait, S.Element == Never {
      S.CompletableObserver.self
    }
    XCTAssertTrue(singleObserver(Single<Int>.self) == Single<Int>.SingleObserver.self)
    XCTAssertTrue(maybeObserver(Maybe<Int>.self) == Maybe<Int>.MaybeObserver.self)
    XCTAssertTrue(completableObserver(Completable.self) == Completable.CompletableObserver.self)
  }
}
